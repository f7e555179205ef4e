// What the inventory report's files say (titles, headings, labels), in the language of the person who downloads
// them (docs/decisions/022).
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const inventoryReportText = defineCatalogue('server-reports-inventory', en, {
  sw: () => import('./sw.json'),
});
export type InventoryReportTextKey = keyof typeof en;
