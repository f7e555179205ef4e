// Suppliers of a farm (docs/product/suppliers.md Supplier, quick-add and GET /api/suppliers): inventory
// read permission to see them, inventory write to change them; anything on another farm is a 404.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Supplier, SupplierInput } from '@/shared/contracts/suppliers';
import type { ServerContext } from '@/server/context';
import { suppliers } from '@/server/db/schema/storage';
import { fieldError } from '@/server/lib/http-error';
import { requireFarmAccess } from '@/server/modules/farms/farm-access';
import { farmIdsWithAccess } from '@/server/modules/farms/farm-access';
import { assertSupplierNameFree, requireSupplierAccess, supplierNotFound } from './suppliers-guards';
import { supplierById, supplierDetail, suppliersOfFarms, toSupplier } from './suppliers-query';
import { refreshSupplierSearchText } from './suppliers-search-text';

type SupplierValues = z.output<typeof SupplierInput>;

const columnsOf = (input: SupplierValues) => ({
  name: input.name,
  email: input.email,
  phone: input.phone,
  address: input.address,
});

export function createSupplierService({ db, clock }: Pick<ServerContext, 'db' | 'clock'>) {
  async function load(id: string): Promise<Supplier> {
    const supplier = await supplierById(db, id);
    if (!supplier) throw supplierNotFound();
    return supplier;
  }

  return {
    /** With a farm id, that farm's suppliers (404 unless a member); without, every farm the user may read. */
    async list(actorId: string, farmId?: string): Promise<Supplier[]> {
      if (farmId !== undefined) {
        const access = await requireFarmAccess(db, actorId, farmId, 'inventory', 'read');
        return suppliersOfFarms(db, [access.farm.id]);
      }
      return suppliersOfFarms(db, await farmIdsWithAccess(db, actorId, 'inventory', 'read'));
    },

    async get(actorId: string, id: string): Promise<Supplier> {
      await requireSupplierAccess(db, actorId, id, 'read');
      return supplierDetail(db, await load(id));
    },

    async create(actorId: string, input: SupplierValues): Promise<Supplier> {
      const { farm } = await requireFarmAccess(db, actorId, input.farm_id, 'inventory', 'write');
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        await assertSupplierNameFree(tx, farm.id, input.name);
        const [inserted] = await tx
          .insert(suppliers)
          .values({ ...columnsOf(input), farmId: farm.id, createdAt: now, updatedAt: now })
          .returning();
        return inserted!;
      });
      return toSupplier(row, 0);
    },

    async update(actorId: string, id: string, input: SupplierValues): Promise<Supplier> {
      const { farm } = await requireSupplierAccess(db, actorId, id, 'write');
      if (input.farm_id !== farm.id) throw fieldError('farm_id', 'A supplier cannot move to another farm.');
      await db.transaction(async (tx) => {
        await assertSupplierNameFree(tx, farm.id, input.name, id);
        await tx
          .update(suppliers)
          .set({ ...columnsOf(input), updatedAt: clock.now() })
          .where(eq(suppliers.id, id));
        await refreshSupplierSearchText(tx, id, input.name);
      });
      return load(id);
    },

    /** Items and receipts keep their history; the foreign keys set their supplier to null. */
    async remove(actorId: string, id: string): Promise<void> {
      await requireSupplierAccess(db, actorId, id, 'write');
      await db.transaction(async (tx) => {
        await refreshSupplierSearchText(tx, id, null);
        await tx.delete(suppliers).where(eq(suppliers.id, id));
      });
    },
  };
}

export type SupplierService = ReturnType<typeof createSupplierService>;
