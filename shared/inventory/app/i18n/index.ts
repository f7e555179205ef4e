import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** How storage locations (types, security levels) and stock movements read, and the quick stock actions' names and
 *  failures: texts of the web app and the extension. What every list of items shows, the widgets too, is in
 *  shared/inventory/i18n, so the widgets' loader carries only that (docs/decisions/020). */
export const inventoryAppText = defineCatalogue('shared-inventory-app', en, {
  sw: () => import('./sw.json'),
});
