// Rules a supplier write must pass: who may reach it, and one name per farm.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { suppliers } from '@/server/db/schema/storage';
import { HttpError } from '@/server/lib/http-error';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import { isUuid, requireFarmPermission, type FarmAccess } from '@/server/modules/farms/farm-access';

export const SUPPLIER_NOT_FOUND = 'We could not find that supplier.';
export const supplierNotFound = () => new HttpError(404, SUPPLIER_NOT_FOUND, { code: 'supplier_not_found' });

type Executor = Pick<Database, 'select' | 'execute'>;

/** Access to the farm of supplier `id`; unknown and foreign suppliers answer the same 404. */
export async function requireSupplierAccess(
  db: Database,
  actorId: string,
  id: string,
  permission: FarmPermission,
): Promise<FarmAccess> {
  if (!isUuid(id)) throw supplierNotFound();
  const [row] = await db.select({ farmId: suppliers.farmId }).from(suppliers).where(eq(suppliers.id, id));
  if (!row) throw supplierNotFound();
  try {
    return await requireFarmPermission(db, actorId, row.farmId, permission);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw supplierNotFound();
    throw error;
  }
}

/**
 * 409 when another supplier of the farm has this name, compared case-insensitively. There is no unique index,
 * so a transaction-scoped advisory lock per farm makes two concurrent adds of one name take turns.
 */
export async function assertSupplierNameFree(tx: Executor, farmId: string, name: string, exceptId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`suppliers:${farmId}`}))`);
  const [taken] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.farmId, farmId),
        sql`lower(${suppliers.name}) = lower(${name})`,
        exceptId ? ne(suppliers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) {
    const message = `A supplier named ${name} already exists on this farm.`;
    throw new HttpError(409, message, { code: 'supplier_exists', errors: { name: [message] } });
  }
}
