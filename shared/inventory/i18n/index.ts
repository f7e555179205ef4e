import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** How the inventory's enumerations read (types, statuses, categories, units, location types, movements) and the
 *  few lines every surface that lists items shares: the web app, the extension and the widgets. */
export const inventoryLabelsText = defineCatalogue('shared-inventory', en, { sw: () => import('./sw.json') });
