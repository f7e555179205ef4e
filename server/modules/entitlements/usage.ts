// How much of each limit an account uses now (docs/decisions/040): the owner's farms, the items and staff on
// them, and this calendar month's SMS and AI requests (UTC months, as the provider bills).
import { and, countDistinct, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { farmMembers, farms } from '@/server/db/schema/farms';
import { inventoryItemCounts } from '@/server/db/schema/inventory';
import { farmInvitations } from '@/server/db/schema/staff';
import { outboxMessages } from '@/server/db/schema/outbox';
import { aiRequests } from '@/server/db/schema/platform-config';
import type { PackageLimit } from '@/shared/contracts/platform-enums';

export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

const ownedFarms = (accountId: string) =>
  sql`(select ${farms.id} from ${farms} where ${farms.ownerId} = ${accountId})`;

export async function usageOf(
  db: Database,
  accountId: string,
  limit: PackageLimit,
  now: Date,
): Promise<number> {
  switch (limit) {
    case 'farms': {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(farms)
        .where(eq(farms.ownerId, accountId));
      return row?.n ?? 0;
    }
    case 'items': {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${inventoryItemCounts.items}), 0)::int` })
        .from(inventoryItemCounts)
        .where(sql`${inventoryItemCounts.farmId} in ${ownedFarms(accountId)}`);
      return row?.n ?? 0;
    }
    case 'staff': {
      const [row] = await db
        .select({ n: countDistinct(farmMembers.userId) })
        .from(farmMembers)
        .where(
          and(sql`${farmMembers.farmId} in ${ownedFarms(accountId)}`, ne(farmMembers.userId, accountId)),
        );
      return Number(row?.n ?? 0);
    }
    case 'sms_per_month': {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.accountId, accountId),
            eq(outboxMessages.channel, 'sms'),
            // A message the provider refused, or the limit held back, was never sent.
            ne(outboxMessages.status, 'failed'),
            gte(outboxMessages.createdAt, monthStart(now)),
          ),
        );
      return row?.n ?? 0;
    }
    case 'ai_requests_per_month': {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(aiRequests)
        .where(
          and(
            eq(aiRequests.accountId, accountId),
            ne(aiRequests.purpose, 'test'),
            // A request the provider failed is not the farmer's to pay for.
            eq(aiRequests.status, 'succeeded'),
            gte(aiRequests.createdAt, monthStart(now)),
          ),
        );
      return row?.n ?? 0;
    }
  }
}

/** Invitations to the owner's farms still waiting for an answer: each holds a staff place until it ends. */
export async function pendingInvitationsOf(db: Database, accountId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(farmInvitations)
    .where(
      and(
        sql`${farmInvitations.farmId} in ${ownedFarms(accountId)}`,
        isNull(farmInvitations.acceptedAt),
        isNull(farmInvitations.revokedAt),
        gt(farmInvitations.expiresAt, now),
      ),
    );
  return row?.n ?? 0;
}
