// Adding, changing and removing a farm's customers (docs/product/customers.md). One phone number per farm among
// active customers (a partial unique index is the backstop for two adds at once). A customer with sales is
// archived on delete: their sales keep pointing at them and what they owe stays on record.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Customer, CustomerInput, CustomerPatchInput } from '@/shared/contracts/customers';
import type { Database } from '@/server/db/client';
import { customers, sales } from '@/server/db/schema/sales';
import { HttpError, isUniqueViolation } from '@/server/lib/http-error';
import type { PersonActor } from '@/server/modules/activity/record';
import { recordCustomerActivity } from './customer-activity';
import { getCustomer, requireCustomerRow, type CustomerRow } from './customer-read';
import { CUSTOMER_MESSAGES } from './messages';

type Executor = Pick<Database, 'select'>;
type Values = z.output<typeof CustomerInput>;
type Patch = z.output<typeof CustomerPatchInput>;

const phoneTaken = () =>
  new HttpError(409, CUSTOMER_MESSAGES.phoneTaken, {
    code: 'customer_phone_exists',
    errors: { phone: [CUSTOMER_MESSAGES.phoneTaken] },
  });

async function assertPhoneFree(tx: Executor, farmId: string, phone: string | null, exceptId?: string) {
  if (!phone) return;
  const [taken] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.farmId, farmId),
        eq(customers.phone, phone),
        isNull(customers.archivedAt),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw phoneTaken();
}

async function phoneGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
}

/** The columns a patch sets: only what it names. */
function columnsOf(input: Patch): Partial<typeof customers.$inferInsert> {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.tax_id !== undefined && { taxId: input.tax_id }),
    ...(input.credit_limit_minor !== undefined && { creditLimitMinor: input.credit_limit_minor }),
    ...(input.notes !== undefined && { notes: input.notes }),
  };
}

export function createCustomer(
  db: Database,
  actor: PersonActor,
  farmId: string,
  input: Values,
  now: Date,
): Promise<Customer> {
  return phoneGuarded(() =>
    db.transaction(async (tx) => {
      await assertPhoneFree(tx, farmId, input.phone);
      const [row] = await tx
        .insert(customers)
        .values({ ...columnsOf(input), name: input.name, farmId, createdAt: now, updatedAt: now })
        .returning();
      await recordCustomerActivity(tx, actor, 'create', null, row!, now);
      return getCustomer(tx, farmId, row!.id);
    }),
  );
}

export function updateCustomer(
  db: Database,
  actor: PersonActor,
  farmId: string,
  id: string,
  input: Patch,
  now: Date,
): Promise<Customer> {
  return phoneGuarded(() =>
    db.transaction(async (tx) => {
      const before = await requireCustomerRow(tx, farmId, id, true);
      const archivedAt =
        input.archived === undefined ? before.archivedAt : input.archived ? (before.archivedAt ?? now) : null;
      // Active after this write: its phone must be free among the active customers.
      if (archivedAt === null)
        await assertPhoneFree(tx, farmId, input.phone !== undefined ? input.phone : before.phone, before.id);
      const [row] = await tx
        .update(customers)
        .set({ ...columnsOf(input), archivedAt, updatedAt: now })
        .where(eq(customers.id, before.id))
        .returning();
      const action = actionOf(before, row!);
      await recordCustomerActivity(tx, actor, action, before, row!, now);
      return getCustomer(tx, farmId, row!.id);
    }),
  );
}

const actionOf = (before: CustomerRow, after: CustomerRow) =>
  before.archivedAt && !after.archivedAt
    ? 'restore'
    : !before.archivedAt && after.archivedAt
      ? 'archive'
      : 'edit';

export function removeCustomer(db: Database, actor: PersonActor, farmId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const before = await requireCustomerRow(tx, farmId, id, true);
    const [sale] = await tx
      .select({ id: sales.id })
      .from(sales)
      .where(eq(sales.customerId, before.id))
      .limit(1);
    if (sale) {
      // Deleting an archived customer again keeps the day they were first archived.
      if (!before.archivedAt) {
        const [row] = await tx
          .update(customers)
          .set({ archivedAt: now, updatedAt: now })
          .where(eq(customers.id, before.id))
          .returning();
        await recordCustomerActivity(tx, actor, 'archive', before, row!, now);
      }
      return { success: true, message: CUSTOMER_MESSAGES.archived, outcome: 'archived' as const };
    }
    await tx.delete(customers).where(eq(customers.id, before.id));
    await recordCustomerActivity(tx, actor, 'delete', before, null, now);
    return { success: true, message: CUSTOMER_MESSAGES.deleted, outcome: 'deleted' as const };
  });
}
