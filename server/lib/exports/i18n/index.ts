// The few words the export files write themselves (page numbers, an empty table, the PDF's row cap), in the
// document's language (docs/decisions/022).
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const exportFileText = defineCatalogue('server-export-files', en, { sw: () => import('./sw.json') });
