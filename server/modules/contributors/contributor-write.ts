// Adding, changing and removing contributors (docs/product/contributors.md). A contributor whose money is in the
// books is archived rather than deleted, so the cash book keeps saying whose money it was.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateContributorInput, UpdateContributorInput } from '@/shared/contracts/contributors';
import { contributions, contributors } from '@/server/db/schema/finances';
import { HttpError, isUniqueViolation } from '@/server/lib/http-error';
import { recordActivity } from '@/server/modules/activity/record';
import type { FinanceWrite } from './finance-writer';
import { CONTRIBUTOR_MESSAGES } from './contributor-messages';
import { findContributor } from './contributor-rows';

type ContributorRow = typeof contributors.$inferSelect;

const nameTaken = () =>
  new HttpError(409, CONTRIBUTOR_MESSAGES.nameTaken, {
    code: 'contributor_name_taken',
    errors: { name: [CONTRIBUTOR_MESSAGES.nameTaken] },
  });

const snapshot = (row: ContributorRow) => ({
  name: row.name,
  kind: row.kind,
  phone: row.phone,
  email: row.email,
  notes: row.notes,
  archived: row.archivedAt !== null,
});

async function log(
  w: FinanceWrite,
  action: 'create' | 'edit' | 'delete' | 'archive',
  summary: string,
  before: ContributorRow | null,
  after: ContributorRow | null,
) {
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'finances',
    action,
    recordType: 'contributor',
    recordId: (after ?? before)!.id,
    summary,
    before: before && snapshot(before),
    after: after && snapshot(after),
    at: w.now,
  });
}

/** Runs a write that may hit the per-farm unique name, answering 409 instead of a database error. */
async function uniqueName<T>(w: FinanceWrite, work: () => Promise<T>): Promise<T> {
  // A savepoint, so the failed insert does not abort the request's transaction.
  try {
    return await w.db.transaction(async () => work());
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createContributor(
  w: FinanceWrite,
  input: z.output<typeof CreateContributorInput>,
): Promise<string> {
  const row = await uniqueName(w, async () => {
    const [inserted] = await w.db
      .insert(contributors)
      .values({ farmId: w.farmId, ...input, createdAt: w.now, updatedAt: w.now })
      .returning();
    return inserted!;
  });
  await log(w, 'create', `Added contributor ${row.name}`, null, row);
  return row.id;
}

export async function updateContributor(
  w: FinanceWrite,
  id: string,
  input: z.output<typeof UpdateContributorInput>,
): Promise<void> {
  const before = await findContributor(w.db, w.farmId, id);
  const after = await uniqueName(w, async () => {
    const [updated] = await w.db
      .update(contributors)
      .set({ ...input, updatedAt: w.now })
      .where(eq(contributors.id, id))
      .returning();
    return updated!;
  });
  await log(w, 'edit', `Changed contributor ${after.name}`, before, after);
}

/** Deletes the contributor, or archives them when they have money in the books; answers which. */
export async function removeContributor(w: FinanceWrite, id: string): Promise<'deleted' | 'archived'> {
  const before = await findContributor(w.db, w.farmId, id);
  const [used] = await w.db
    .select({ id: contributions.id })
    .from(contributions)
    .where(eq(contributions.contributorId, id))
    .limit(1);
  if (used) {
    const [after] = await w.db
      .update(contributors)
      .set({ archivedAt: before.archivedAt ?? w.now, updatedAt: w.now })
      .where(eq(contributors.id, id))
      .returning();
    await log(w, 'archive', `Archived contributor ${before.name}`, before, after!);
    return 'archived';
  }
  await w.db.delete(contributors).where(eq(contributors.id, id));
  await log(w, 'delete', `Deleted contributor ${before.name}`, before, null);
  return 'deleted';
}
