// Adding, changing and removing a farm's tax rates (docs/product/financial-settings.md). Names are unique among
// the farm's active rates, case-insensitively (the partial unique index is the backstop for two adds at once). A
// rate a sale used is archived on delete and cannot be changed: the sale line copied its name and rate, and the
// books must read the same tomorrow.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  basisPointsOf,
  type TaxRate,
  type TaxRateInput,
  type TaxRatePatchInput,
} from '@/shared/contracts/financial-settings';
import type { Database } from '@/server/db/client';
import { taxRates } from '@/server/db/schema/finances';
import { HttpError, isUniqueViolation } from '@/server/lib/http-error';
import type { PersonActor } from '@/server/modules/activity/record';
import { recordTaxRateActivity } from './financial-activity';
import { FINANCIAL_MESSAGES } from './messages';
import { requireTaxRate, taxRateUsed, toTaxRate } from './tax-rates';

type Executor = Pick<Database, 'select'>;

const nameTaken = () =>
  new HttpError(409, FINANCIAL_MESSAGES.taxRateNameTaken, {
    code: 'tax_rate_exists',
    errors: { name: [FINANCIAL_MESSAGES.taxRateNameTaken] },
  });

async function assertNameFree(tx: Executor, farmId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: taxRates.id })
    .from(taxRates)
    .where(
      and(
        eq(taxRates.farmId, farmId),
        isNull(taxRates.archivedAt),
        sql`lower(${taxRates.name}) = lower(${name})`,
        exceptId ? ne(taxRates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
}

async function nameGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export function createTaxRate(
  db: Database,
  actor: PersonActor,
  farmId: string,
  input: z.output<typeof TaxRateInput>,
  now: Date,
): Promise<TaxRate> {
  return nameGuarded(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, farmId, input.name);
      const [row] = await tx
        .insert(taxRates)
        .values({
          farmId,
          name: input.name,
          basisPoints: basisPointsOf(input.percent),
          inclusive: input.inclusive,
          createdAt: now,
        })
        .returning();
      await recordTaxRateActivity(tx, actor, 'create', null, row!, now);
      return toTaxRate(row!, false);
    }),
  );
}

export function updateTaxRate(
  db: Database,
  actor: PersonActor,
  farmId: string,
  taxRateId: string,
  input: z.output<typeof TaxRatePatchInput>,
  now: Date,
): Promise<TaxRate> {
  return nameGuarded(() =>
    db.transaction(async (tx) => {
      const before = await requireTaxRate(tx, farmId, taxRateId);
      if (before.archivedAt) {
        throw new HttpError(409, FINANCIAL_MESSAGES.taxRateArchivedEdit, { code: 'tax_rate_archived' });
      }
      if (input.name !== undefined) await assertNameFree(tx, farmId, input.name, before.id);
      const [row] = await tx
        .update(taxRates)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.percent !== undefined && { basisPoints: basisPointsOf(input.percent) }),
          ...(input.inclusive !== undefined && { inclusive: input.inclusive }),
        })
        .where(eq(taxRates.id, before.id))
        .returning();
      await recordTaxRateActivity(tx, actor, 'edit', before, row!, now);
      return toTaxRate(row!, await taxRateUsed(tx, row!.id));
    }),
  );
}

export function removeTaxRate(
  db: Database,
  actor: PersonActor,
  farmId: string,
  taxRateId: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const before = await requireTaxRate(tx, farmId, taxRateId);
    if (await taxRateUsed(tx, before.id)) {
      // Deleting an archived rate again keeps the day it was first archived.
      if (!before.archivedAt) {
        const [row] = await tx
          .update(taxRates)
          .set({ archivedAt: now })
          .where(eq(taxRates.id, before.id))
          .returning();
        await recordTaxRateActivity(tx, actor, 'archive', before, row!, now);
      }
      return { success: true, message: FINANCIAL_MESSAGES.taxRateArchived, outcome: 'archived' as const };
    }
    await tx.delete(taxRates).where(eq(taxRates.id, before.id));
    await recordTaxRateActivity(tx, actor, 'delete', before, null, now);
    return { success: true, message: FINANCIAL_MESSAGES.taxRateDeleted, outcome: 'deleted' as const };
  });
}
