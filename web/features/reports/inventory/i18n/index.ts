import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const inventoryReportText = defineCatalogue('web-reports-inventory', en, {
  sw: () => import('./sw.json'),
});
export type InventoryReportTextKey = keyof typeof en;
