// AI usage figures (docs/product/ai.md "Usage"): per day and per farmer for administrators, and a farmer's own
// month against their package's limit. Months are UTC calendar months, as the limit counts them.
import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { users } from '@/server/db/schema/auth';
import { farms } from '@/server/db/schema/farms';
import { aiRequests } from '@/server/db/schema/platform-config';
import { entitlementsFor } from '@/server/modules/entitlements/guards';
import { usageOf } from '@/server/modules/entitlements/usage';
import type { AiStats, MyAiUsage } from '@/shared/contracts/ai';
import type { AiPurpose } from '@/shared/contracts/platform-enums';
import { currentAiSetup, type AiCtx } from './ai-calls';

/** The month asked for (YYYY-MM) or the current one, as [start, end) in UTC. */
export function monthRange(month: string | undefined, now: Date): { month: string; start: Date; end: Date } {
  const [year, mon] = month ? month.split('-').map(Number) : [now.getUTCFullYear(), now.getUTCMonth() + 1];
  const start = new Date(Date.UTC(year!, mon! - 1, 1));
  const end = new Date(Date.UTC(year!, mon!, 1));
  return { month: start.toISOString().slice(0, 7), start, end };
}

const totals = {
  requests: sql<number>`count(*)::int`,
  failed: sql<number>`(count(*) filter (where ${aiRequests.status} = 'failed'))::int`,
  prompt_tokens: sql<number>`coalesce(sum(${aiRequests.promptTokens}), 0)::int`,
  completion_tokens: sql<number>`coalesce(sum(${aiRequests.completionTokens}), 0)::int`,
  cost_micro_usd: sql<number>`coalesce(sum(${aiRequests.costMicroUsd}), 0)::bigint`,
};

const asNumbers = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
    ]),
  ) as T;

/** Every request of the month (tests included, as they cost money) by day; farmers' requests by account. */
export async function aiStats(ctx: AiCtx, month: string | undefined): Promise<AiStats> {
  const range = monthRange(month, ctx.clock.now());
  const inMonth = and(gte(aiRequests.createdAt, range.start), lt(aiRequests.createdAt, range.end));
  const day = sql<string>`to_char(${aiRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [all, days, farmers, setup] = await Promise.all([
    ctx.db.select(totals).from(aiRequests).where(inMonth),
    ctx.db
      .select({ day, ...totals })
      .from(aiRequests)
      .where(inMonth)
      .groupBy(day)
      .orderBy(day),
    ctx.db
      .select({ account_id: aiRequests.accountId, name: users.name, email: users.email, ...totals })
      .from(aiRequests)
      .innerJoin(users, eq(users.id, aiRequests.accountId))
      .where(and(inMonth, ne(aiRequests.purpose, 'test')))
      .groupBy(aiRequests.accountId, users.name, users.email)
      .orderBy(desc(sql`count(*)`), desc(sql`sum(${aiRequests.costMicroUsd})`))
      .limit(100),
    currentAiSetup(ctx),
  ]);
  return {
    month: range.month,
    configured: setup !== null,
    totals: asNumbers(all[0]!),
    days: days.map(asNumbers),
    farmers: farmers.map(asNumbers),
  };
}

/** The signed-in farmer's AI requests this month, against their package. */
export async function myAiUsage(ctx: AiCtx, accountId: string): Promise<MyAiUsage> {
  const now = ctx.clock.now();
  const range = monthRange(undefined, now);
  const mine = and(
    eq(aiRequests.accountId, accountId),
    ne(aiRequests.purpose, 'test'),
    gte(aiRequests.createdAt, range.start),
    lt(aiRequests.createdAt, range.end),
  );
  const [entitled, used, purposes, recent, setup] = await Promise.all([
    entitlementsFor(ctx, accountId),
    usageOf(ctx.db, accountId, 'ai_requests_per_month', now),
    ctx.db
      .select({ purpose: aiRequests.purpose, requests: sql<number>`count(*)::int` })
      .from(aiRequests)
      .where(mine)
      .groupBy(aiRequests.purpose)
      .orderBy(aiRequests.purpose),
    ctx.db
      .select({
        id: aiRequests.id,
        purpose: aiRequests.purpose,
        status: aiRequests.status,
        farm_name: farms.name,
        prompt_tokens: aiRequests.promptTokens,
        completion_tokens: aiRequests.completionTokens,
        created_at: aiRequests.createdAt,
      })
      .from(aiRequests)
      .leftJoin(farms, eq(farms.id, aiRequests.farmId))
      .where(mine)
      .orderBy(desc(aiRequests.createdAt))
      .limit(20),
    currentAiSetup(ctx),
  ]);
  return {
    month: range.month,
    configured: setup !== null,
    in_package: !entitled.restricted || entitled.features.includes('ai'),
    package_name: entitled.package?.name ?? null,
    limit: entitled.restricted ? entitled.limits.ai_requests_per_month : null,
    used,
    by_purpose: purposes.map((p) => ({ purpose: p.purpose as AiPurpose, requests: p.requests })),
    recent: recent.map((r) => ({
      ...r,
      purpose: r.purpose as AiPurpose,
      status: r.status as 'succeeded' | 'failed',
      created_at: r.created_at.toISOString(),
    })),
  };
}
