// Every report the reports module serves, one line each (docs/product/reports.md).
import type { ReportDefinition } from './report-definition';
import { inventoryReport } from './inventory/inventory-report';
import { salesReport } from './sales/sales-report';
import { activityReport } from './activity/activity-report';
import { cropPerformanceReport } from './crop-performance/crop-performance-report';
import { financialReport } from './financial/financial-report';
import { expensesReport } from './expenses/expenses-report';

export const REPORTS: readonly ReportDefinition[] = [
  inventoryReport,
  salesReport,
  cropPerformanceReport,
  activityReport,
  financialReport,
  expensesReport,
];
