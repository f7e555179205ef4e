// Reading contributors with their balances and shares (docs/product/contributors.md "Balances and share").
// A contributor's balance is what they put in less what they took out; their share is that balance over the sum
// of every contributor's positive balance, so the shares of those who are owed something add up to 1.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Contribution, Contributor } from '@/shared/contracts/contributors';
import type { ContributorKind, ContributionKind } from '@/shared/contracts/money-enums';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { contributions, contributors } from '@/server/db/schema/finances';
import { HttpError } from '@/server/lib/http-error';
import { CONTRIBUTOR_MESSAGES } from './contributor-messages';
import { isUuid } from './params';

export const contributorNotFound = () =>
  new HttpError(404, CONTRIBUTOR_MESSAGES.notFound, { code: 'contributor_not_found' });
export const contributionNotFound = () =>
  new HttpError(404, CONTRIBUTOR_MESSAGES.contributionNotFound, { code: 'contribution_not_found' });

interface Totals {
  contributed: number;
  withdrawn: number;
  lastAt: string | null;
}

/** Each contributor's money in and out, of one farm. */
async function totalsOf(db: Database, farmId: string): Promise<Map<string, Totals>> {
  const rows = await db
    .select({
      id: contributions.contributorId,
      contributed: sql<string>`coalesce(sum(${contributions.amountMinor}) filter (where ${contributions.kind} = 'contribution'), 0)`,
      withdrawn: sql<string>`coalesce(sum(${contributions.amountMinor}) filter (where ${contributions.kind} = 'withdrawal'), 0)`,
      lastAt: sql<string | null>`max(${contributions.occurredOn})::text`,
    })
    .from(contributions)
    .where(eq(contributions.farmId, farmId))
    .groupBy(contributions.contributorId);
  return new Map(
    rows.map((r) => [
      r.id,
      { contributed: Number(r.contributed), withdrawn: Number(r.withdrawn), lastAt: r.lastAt },
    ]),
  );
}

/** The balance one contributor holds now (contributions less withdrawals). */
export async function balanceOf(db: Database, contributorId: string): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(case when ${contributions.kind} = 'contribution' then ${contributions.amountMinor} else -${contributions.amountMinor} end), 0)`,
    })
    .from(contributions)
    .where(eq(contributions.contributorId, contributorId));
  return Number(row?.balance ?? 0);
}

type ContributorRow = typeof contributors.$inferSelect;

function toContributor(
  row: ContributorRow,
  totals: Totals | undefined,
  pool: number,
  currency: string,
): Contributor {
  const contributed = totals?.contributed ?? 0;
  const withdrawn = totals?.withdrawn ?? 0;
  const balance = contributed - withdrawn;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as ContributorKind,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    archived: row.archivedAt !== null,
    currency,
    contributed_minor: contributed,
    withdrawn_minor: withdrawn,
    balance_minor: balance,
    share: pool > 0 && balance > 0 ? balance / pool : 0,
    last_at: totals?.lastAt ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every contributor of the farm (archived ones last), each with their balance and share. */
export async function listContributors(
  db: Database,
  farmId: string,
  currency: string,
): Promise<Contributor[]> {
  const rows = await db
    .select()
    .from(contributors)
    .where(eq(contributors.farmId, farmId))
    .orderBy(sql`${contributors.archivedAt} is not null`, asc(sql`lower(${contributors.name})`));
  const totals = await totalsOf(db, farmId);
  const pool = [...totals.values()].reduce((sum, t) => sum + Math.max(t.contributed - t.withdrawn, 0), 0);
  return rows.map((row) => toContributor(row, totals.get(row.id), pool, currency));
}

export async function findContributor(db: Database, farmId: string, id: string): Promise<ContributorRow> {
  if (!isUuid(id)) throw contributorNotFound();
  const [row] = await db
    .select()
    .from(contributors)
    .where(and(eq(contributors.id, id), eq(contributors.farmId, farmId)));
  if (!row) throw contributorNotFound();
  return row;
}

export async function loadContributor(
  db: Database,
  farmId: string,
  id: string,
  currency: string,
): Promise<Contributor> {
  const found = (await listContributors(db, farmId, currency)).find((c) => c.id === id);
  if (!found) throw contributorNotFound();
  return found;
}

type ContributionRow = typeof contributions.$inferSelect;

const contributionColumns = {
  row: contributions,
  createdByName: users.name,
};

function toContribution(row: ContributionRow, createdByName: string | null): Contribution {
  return {
    id: row.id,
    contributor_id: row.contributorId,
    kind: row.kind as ContributionKind,
    amount_minor: row.amountMinor,
    currency: row.currency,
    occurred_on: row.occurredOn,
    payment_method: row.paymentMethod,
    reference: row.reference,
    note: row.note,
    created_by_name: createdByName,
    created_at: row.createdAt.toISOString(),
  };
}

/** A contributor's contributions and withdrawals, newest first. */
export async function listContributions(db: Database, contributorId: string): Promise<Contribution[]> {
  const rows = await db
    .select(contributionColumns)
    .from(contributions)
    .leftJoin(users, eq(users.id, contributions.createdBy))
    .where(eq(contributions.contributorId, contributorId))
    .orderBy(desc(contributions.occurredOn), desc(contributions.createdAt));
  return rows.map((r) => toContribution(r.row, r.createdByName));
}

export async function findContribution(db: Database, farmId: string, id: string): Promise<ContributionRow> {
  if (!isUuid(id)) throw contributionNotFound();
  const [row] = await db
    .select()
    .from(contributions)
    .where(and(eq(contributions.id, id), eq(contributions.farmId, farmId)));
  if (!row) throw contributionNotFound();
  return row;
}

export async function loadContribution(db: Database, farmId: string, id: string): Promise<Contribution> {
  if (!isUuid(id)) throw contributionNotFound();
  const [found] = await db
    .select(contributionColumns)
    .from(contributions)
    .leftJoin(users, eq(users.id, contributions.createdBy))
    .where(and(eq(contributions.id, id), eq(contributions.farmId, farmId)));
  if (!found) throw contributionNotFound();
  return toContribution(found.row, found.createdByName);
}
