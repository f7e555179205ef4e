// The kinds of import, one line each (docs/product/imports.md).
import type { ImportKind } from '@/shared/contracts/imports';
import type { AnyImportKind } from './import-kind';
import { customersImport } from './kind-customers';
import { expensesImport } from './kind-expenses';
import { itemsImport } from './kind-items';
import { suppliersImport } from './kind-suppliers';

export const IMPORTS: Record<ImportKind, AnyImportKind> = {
  items: itemsImport,
  suppliers: suppliersImport,
  customers: customersImport,
  expenses: expensesImport,
};
