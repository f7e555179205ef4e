// Recording, changing and deleting a contributor's money (docs/product/contributors.md). Each write keeps its
// cash-book entry in step in the same transaction (recordCashEntry / removeCashEntries, docs/decisions/039): a
// contribution is income, a withdrawal an expense. A withdrawal may not take a contributor below zero; the
// contributor's row is locked first so two withdrawals at once cannot both pass that check.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateContributionInput, UpdateContributionInput } from '@/shared/contracts/contributors';
import { INCOME_CATEGORIES } from '@/shared/contracts/money-enums';
import { formatMoney } from '@/shared/settings/format';
import { contributions, contributors } from '@/server/db/schema/finances';
import { fieldError } from '@/server/lib/http-error';
import { recordActivity } from '@/server/modules/activity/record';
import { recordCashEntry, removeCashEntries } from '@/server/modules/transactions/cash-book';
import { offeredMethods, type FinanceWrite } from './finance-writer';
import { CONTRIBUTOR_MESSAGES } from './contributor-messages';
import { balanceOf, findContribution, findContributor } from './contributor-rows';

type ContributionRow = typeof contributions.$inferSelect;
type Values = z.output<typeof CreateContributionInput>;

const signed = (v: { kind: string; amount_minor: number }) =>
  v.kind === 'contribution' ? v.amount_minor : -v.amount_minor;

const money = (w: FinanceWrite, minor: number) => formatMoney(minor, w.currency, 'en-KE');

async function lockContributor(w: FinanceWrite, id: string) {
  await w.db.execute(sql`select 1 from ${contributors} where ${contributors.id} = ${id} for update`);
}

async function check(w: FinanceWrite, v: Values, before?: ContributionRow) {
  if (v.occurred_on > w.farmToday) throw fieldError('occurred_on', CONTRIBUTOR_MESSAGES.dateInFuture);
  if (
    v.payment_method !== before?.paymentMethod &&
    !(await offeredMethods(w.db, w.farmId)).includes(v.payment_method)
  )
    throw fieldError('payment_method', CONTRIBUTOR_MESSAGES.methodNotOffered);
}

/** Refuses a change that would leave the contributor owing the farm. */
async function keepBalance(
  w: FinanceWrite,
  contributorId: string,
  change: number,
  field: string,
  withdrawing: boolean,
) {
  const balance = await balanceOf(w.db, contributorId);
  if (balance + change >= 0) return;
  const message = withdrawing
    ? CONTRIBUTOR_MESSAGES.overdrawn(money(w, balance))
    : CONTRIBUTOR_MESSAGES.leavesNegative(money(w, balance));
  throw fieldError(field, message, 'contributor_overdrawn');
}

async function writeCashEntry(w: FinanceWrite, row: ContributionRow, contributorName: string) {
  const income = row.kind === 'contribution';
  await recordCashEntry(w.db, {
    farmId: w.farmId,
    direction: income ? 'income' : 'expense',
    source: income ? 'contribution' : 'withdrawal',
    amountMinor: row.amountMinor,
    currency: row.currency,
    occurredOn: row.occurredOn,
    description: `${income ? 'Contribution from' : 'Withdrawal by'} ${contributorName}`,
    category: income ? INCOME_CATEGORIES.contributions : INCOME_CATEGORIES.withdrawals,
    paymentMethod: row.paymentMethod,
    reference: row.reference,
    contributionId: row.id,
    createdBy: w.userId,
    createdAt: w.now,
  });
}

const snapshot = (row: ContributionRow) => ({
  contributor_id: row.contributorId,
  kind: row.kind,
  amount_minor: row.amountMinor,
  currency: row.currency,
  occurred_on: row.occurredOn,
  payment_method: row.paymentMethod,
  reference: row.reference,
  note: row.note,
});

async function log(
  w: FinanceWrite,
  action: 'create' | 'edit' | 'delete',
  summary: string,
  before: ContributionRow | null,
  after: ContributionRow | null,
) {
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'finances',
    action,
    recordType: 'contribution',
    recordId: (after ?? before)!.id,
    summary,
    before: before && snapshot(before),
    after: after && snapshot(after),
    at: w.now,
  });
}

export async function createContribution(
  w: FinanceWrite,
  contributorId: string,
  input: Values,
): Promise<string> {
  const contributor = await findContributor(w.db, w.farmId, contributorId);
  if (contributor.archivedAt) throw fieldError('kind', CONTRIBUTOR_MESSAGES.archivedNoMoney);
  await check(w, input);
  await lockContributor(w, contributor.id);
  if (input.kind === 'withdrawal') await keepBalance(w, contributor.id, signed(input), 'amount_minor', true);
  const [row] = await w.db
    .insert(contributions)
    .values({
      farmId: w.farmId,
      contributorId: contributor.id,
      kind: input.kind,
      amountMinor: input.amount_minor,
      currency: w.currency,
      occurredOn: input.occurred_on,
      paymentMethod: input.payment_method,
      reference: input.reference,
      note: input.note,
      createdBy: w.userId,
      createdAt: w.now,
    })
    .returning();
  await writeCashEntry(w, row!, contributor.name);
  await log(
    w,
    'create',
    `${input.kind === 'contribution' ? 'Contribution from' : 'Withdrawal by'} ${contributor.name}: ${money(w, input.amount_minor)}`,
    null,
    row!,
  );
  return row!.id;
}

export async function updateContribution(
  w: FinanceWrite,
  id: string,
  input: z.output<typeof UpdateContributionInput>,
): Promise<void> {
  const before = await findContribution(w.db, w.farmId, id);
  const contributor = await findContributor(w.db, w.farmId, before.contributorId);
  const values: Values = {
    kind: input.kind ?? (before.kind as Values['kind']),
    amount_minor: input.amount_minor ?? before.amountMinor,
    occurred_on: input.occurred_on ?? before.occurredOn,
    payment_method: input.payment_method ?? (before.paymentMethod as Values['payment_method']),
    reference: input.reference === undefined ? before.reference : input.reference,
    note: input.note === undefined ? before.note : input.note,
  };
  await check(w, values, before);
  await lockContributor(w, contributor.id);
  const change = signed(values) - signed({ kind: before.kind, amount_minor: before.amountMinor });
  if (change < 0) await keepBalance(w, contributor.id, change, 'amount_minor', values.kind === 'withdrawal');
  const [after] = await w.db
    .update(contributions)
    .set({
      kind: values.kind,
      amountMinor: values.amount_minor,
      occurredOn: values.occurred_on,
      paymentMethod: values.payment_method,
      reference: values.reference,
      note: values.note,
    })
    .where(eq(contributions.id, id))
    .returning();
  await removeCashEntries(w.db, w.farmId, { contributionId: id });
  await writeCashEntry(w, after!, contributor.name);
  await log(
    w,
    'edit',
    `Changed money of ${contributor.name}: ${money(w, values.amount_minor)}`,
    before,
    after!,
  );
}

export async function deleteContribution(w: FinanceWrite, id: string): Promise<void> {
  const before = await findContribution(w.db, w.farmId, id);
  const contributor = await findContributor(w.db, w.farmId, before.contributorId);
  await lockContributor(w, contributor.id);
  if (before.kind === 'contribution') await keepBalance(w, contributor.id, -before.amountMinor, 'id', false);
  await removeCashEntries(w.db, w.farmId, { contributionId: id });
  await w.db.delete(contributions).where(eq(contributions.id, id));
  await log(
    w,
    'delete',
    `Deleted money of ${contributor.name}: ${money(w, before.amountMinor)}`,
    before,
    null,
  );
}
