import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** How an item reads wherever items are listed (types, statuses, categories, units, capacity units, quantities)
 *  and the count line: the web app, the extension and the widgets. What only the web app and the extension show
 *  (location types, security levels, movements, quick stock actions) is in ../app/i18n, so the widgets' loader
 *  does not carry it (docs/decisions/020). */
export const inventoryLabelsText = defineCatalogue('shared-inventory', en, { sw: () => import('./sw.json') });
