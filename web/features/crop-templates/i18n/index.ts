import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** The admin area's crop templates: list and editor (docs/product/crop-templates.md). */
export const cropTemplatesText = defineCatalogue('web-crop-templates', en, { sw: () => import('./sw.json') });
