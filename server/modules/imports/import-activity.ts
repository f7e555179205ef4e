// What a committed import puts in the farm's activity log (docs/product/activity-log.md): one entry for the whole
// file, not one per row, so a 100,000-row import is one line a person can read.
import type { ImportKind } from '@/shared/contracts/imports';
import type { FarmModule } from '@/shared/contracts/farm-permissions';

export const IMPORT_REGISTRY_MODULES: Record<
  ImportKind,
  { module: FarmModule; recordType: string; summary: string }
> = {
  items: { module: 'inventory', recordType: 'inventory_import', summary: 'Imported {count} inventory items' },
  suppliers: { module: 'inventory', recordType: 'supplier_import', summary: 'Imported {count} suppliers' },
  customers: { module: 'sales', recordType: 'customer_import', summary: 'Imported {count} customers' },
  expenses: { module: 'finances', recordType: 'expense_import', summary: 'Imported {count} expenses' },
};
