// Money, sales, tasks, staff and reports screens of the farmer area (docs/decisions/002).
// Each title and description is in ./i18n (farmer<Name>Title, farmer<Name>Description).
import type { ComingSoonEntry } from './entry';

export const businessCatalogue = {
  finances: 'areaFinance',
  transactions: 'areaFinance',
  contributors: 'areaFinance',
  contributorAdd: 'areaFinance',
  contributor: 'areaFinance',
  plans: 'areaFinance',
  financeSales: 'areaFinance',
  expenses: 'areaFinance',
  sales: 'areaSales',
  salesAdd: 'areaSales',
  pos: 'areaSales',
  reportFinancial: 'areaReports',
  reportCropPerformance: 'areaReports',
  reportInventory: 'areaReports',
  reportSales: 'areaReports',
  reportExpenses: 'areaReports',
  reportActivity: 'areaReports',
} satisfies Record<string, ComingSoonEntry>;
