// Every list that can be downloaded whole, one line each (docs/product/reports.md "Files (CSV, Excel, PDF)").
import { inventoryExport } from './lists/inventory-export';
import { movementsExport } from './lists/movements-export';
import { salesExport } from './lists/sales-export';
import { staffExport } from './lists/staff-export';
import { tasksExport } from './lists/tasks-export';
import { transactionsExport } from './lists/transactions-export';
import type { ListExport } from './list-export';

export const LIST_EXPORTS: readonly ListExport[] = [
  inventoryExport,
  movementsExport,
  salesExport,
  transactionsExport,
  tasksExport,
  staffExport,
];
