import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** /admin/integrations (docs/product/integrations.md). */
export const integrationsText = defineCatalogue('web-integrations', en, { sw: () => import('./sw.json') });
