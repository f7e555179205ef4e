// Longer descriptions for the features page, keyed by CAPABILITIES id (capabilities.ts holds availability).
// Written from docs/architecture.md and docs/product/web-app.md: describe what the product does, not what we hope it will.
// The points are keys of the marketing pages' catalogue (pages/i18n/en.json).
import type { MarketingPagesTextKey } from '../pages/i18n';

export const CAPABILITY_DETAILS: Record<string, readonly MarketingPagesTextKey[]> = {
  accounts: ['detailAccounts1', 'detailAccounts2', 'detailAccounts3'],
  settings: ['detailSettings1', 'detailSettings2', 'detailSettings3'],
  farms: ['detailFarms1', 'detailFarms2'],
  'dark-mode': ['detailDarkMode1', 'detailDarkMode2'],
  'stock-ledger': ['detailStockLedger1', 'detailStockLedger2', 'detailStockLedger3', 'detailStockLedger4'],
  storage: ['detailStorage1', 'detailStorage2', 'detailStorage3'],
  suppliers: ['detailSuppliers1', 'detailSuppliers2'],
  crops: ['detailCrops1', 'detailCrops2'],
  tasks: ['detailTasks1', 'detailTasks2'],
  staff: ['detailStaff1', 'detailStaff2', 'detailStaff3'],
  finances: ['detailFinances1', 'detailFinances2'],
  sales: ['detailSales1', 'detailSales2', 'detailSales3'],
  reports: ['detailReports1', 'detailReports2'],
  notifications: ['detailNotifications1', 'detailNotifications2', 'detailNotifications3'],
  extension: ['detailExtension1', 'detailExtension2'],
  widgets: ['detailWidgets1', 'detailWidgets2'],
  swahili: ['detailSwahili1', 'detailSwahili2'],
};
