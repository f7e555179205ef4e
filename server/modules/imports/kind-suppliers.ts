// Suppliers from a spreadsheet (docs/product/imports.md "Suppliers"): each row read by the supplier form's schema
// (SupplierInput), one name per farm whatever its case, as adding one supplier requires.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SupplierInput } from '@/shared/contracts/suppliers';
import type { Database } from '@/server/db/client';
import { suppliers } from '@/server/db/schema/storage';
import {
  batches,
  fieldOfPath,
  type Cells,
  type ImportKindDefinition,
  type ImportScope,
  type ImportWrite,
} from './import-kind';
import { given } from './import-cells';
import { IMPORT_MESSAGES as M, fill } from './messages';

type SupplierValue = z.output<typeof SupplierInput>;
type SupplierLookup = Set<string>;

async function load(db: Database, { farmId }: ImportScope): Promise<SupplierLookup> {
  // The lock adding one supplier takes (suppliers-guards.ts): two imports or adds of one name take turns.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`suppliers:${farmId}`}))`);
  const rows = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.farmId, farmId));
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

function check(cells: Cells, existing: SupplierLookup, farmId: string) {
  const parsed = SupplierInput.safeParse({
    farm_id: farmId,
    name: cells.name ?? '',
    email: given(cells.email),
    phone: given(cells.phone),
    address: given(cells.address),
  });
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => ({
        field: fieldOfPath(issue.path),
        message: issue.message,
      })),
    };
  }
  const name = parsed.data.name;
  if (existing.has(name.toLowerCase())) {
    return {
      problems: [
        {
          field: 'name',
          message: fill(M.supplierExists, { value: name }),
          code: 'supplier_exists',
          value: name,
        },
      ],
    };
  }
  return { value: parsed.data };
}

async function write(w: ImportWrite, values: SupplierValue[]) {
  for (const batch of batches(values)) {
    await w.db.insert(suppliers).values(
      batch.map((value) => ({
        farmId: w.farmId,
        name: value.name,
        email: value.email,
        phone: value.phone,
        address: value.address,
        createdAt: w.now,
        updatedAt: w.now,
      })),
    );
  }
  return { created: values.length, movements: 0 };
}

export const suppliersImport: ImportKindDefinition<SupplierLookup, SupplierValue> = {
  kind: 'suppliers',
  permission: 'inventory.create',
  load,
  check,
  uniqueKeys: (value) => [{ field: 'name', key: value.name.toLowerCase(), shown: value.name }],
  write,
};
