// Suppliers of a farm (docs/product/suppliers.md Supplier, quick-add and GET /api/suppliers): inventory.view to
// see them, inventory.create, .edit and .delete to change them (docs/product/roles-and-permissions.md); anything
// on another farm is a 404.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Supplier, SupplierInput } from '@/shared/contracts/suppliers';
import type { ServerContext } from '@/server/context';
import { suppliers } from '@/server/db/schema/storage';
import { fieldError } from '@/server/lib/http-error';
import { farmIdsWithPermission, requireFarmPermission } from '@/server/modules/farms/farm-access';
import { assertSupplierNameFree, requireSupplierAccess, supplierNotFound } from './suppliers-guards';
import { supplierById, supplierDetail, suppliersOfFarms, toSupplier } from './suppliers-query';
import { refreshSupplierSearchText } from './suppliers-search-text';
import type { PersonActor } from '@/server/modules/activity/record';
import { recordSupplierActivity } from './supplier-activity';

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
        const access = await requireFarmPermission(db, actorId, farmId, 'inventory.view');
        return suppliersOfFarms(db, [access.farm.id]);
      }
      return suppliersOfFarms(db, await farmIdsWithPermission(db, actorId, 'inventory.view'));
    },

    async get(actorId: string, id: string): Promise<Supplier> {
      await requireSupplierAccess(db, actorId, id, 'inventory.view');
      return supplierDetail(db, await load(id));
    },

    /** `actor`, here and below: who changes it and from where, for the farm's activity log. */
    async create(actor: PersonActor, input: SupplierValues): Promise<Supplier> {
      const { farm } = await requireFarmPermission(db, actor.id, input.farm_id, 'inventory.create');
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        await assertSupplierNameFree(tx, farm.id, input.name);
        const [inserted] = await tx
          .insert(suppliers)
          .values({ ...columnsOf(input), farmId: farm.id, createdAt: now, updatedAt: now })
          .returning();
        await recordSupplierActivity(tx, actor, 'create', null, inserted!);
        return inserted!;
      });
      return toSupplier(row, 0);
    },

    async update(actor: PersonActor, id: string, input: SupplierValues): Promise<Supplier> {
      const { farm } = await requireSupplierAccess(db, actor.id, id, 'inventory.edit');
      if (input.farm_id !== farm.id) throw fieldError('farm_id', 'A supplier cannot move to another farm.');
      await db.transaction(async (tx) => {
        await assertSupplierNameFree(tx, farm.id, input.name, id);
        const [before] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
        if (!before) throw supplierNotFound();
        const [after] = await tx
          .update(suppliers)
          .set({ ...columnsOf(input), updatedAt: clock.now() })
          .where(eq(suppliers.id, id))
          .returning();
        await refreshSupplierSearchText(tx, id, input.name);
        await recordSupplierActivity(tx, actor, 'edit', before, after!);
      });
      return load(id);
    },

    /** Items and receipts keep their history; the foreign keys set their supplier to null. */
    async remove(actor: PersonActor, id: string): Promise<void> {
      await requireSupplierAccess(db, actor.id, id, 'inventory.delete');
      await db.transaction(async (tx) => {
        await refreshSupplierSearchText(tx, id, null);
        const [before] = await tx.delete(suppliers).where(eq(suppliers.id, id)).returning();
        if (before) await recordSupplierActivity(tx, actor, 'delete', before, null);
      });
    },
  };
}

export type SupplierService = ReturnType<typeof createSupplierService>;
