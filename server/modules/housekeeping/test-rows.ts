// Test helpers for the retention suites (not a test file): one row of each pruned table, written straight
// through the schema at a chosen time, with a check that answers whether that row is still there.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { accessTokens, loginThrottles, verificationCodes } from '@/server/db/schema/auth';
import { embedKeys, widgetSessions } from '@/server/db/schema/embed';
import { domainEvents, idempotencyKeys } from '@/server/db/schema/inventory';
import { jobRuns, notificationDeliveries, notifications } from '@/server/db/schema/notifications';
import { outboxMessages } from '@/server/db/schema/outbox';

export interface Owner {
  userId: string;
  farmId: string;
}

/** Answers whether the row written is still there. */
export type Present = () => Promise<boolean>;
const present = async (rows: Promise<unknown[]>) => (await rows).length > 0;

export async function notificationAt(db: Database, o: Owner, createdAt: Date, readAt: Date | null) {
  const [row] = await db
    .insert(notifications)
    .values({ userId: o.userId, title: 'Old news', message: 'Read long ago', createdAt, readAt })
    .returning({ id: notifications.id });
  const id = row!.id;
  return { id, present: () => present(db.select().from(notifications).where(eq(notifications.id, id))) };
}

/** A delivery of `notificationId`, or of a fresh unread notification of its own. */
export async function deliveryAt(
  db: Database,
  o: Owner,
  createdAt: Date,
  { status = 'sent', notificationId }: { status?: string; notificationId?: string } = {},
): Promise<Present> {
  const parentId = notificationId ?? (await notificationAt(db, o, new Date(), null)).id;
  const [row] = await db
    .insert(notificationDeliveries)
    .values({ notificationId: parentId, userId: o.userId, channel: 'email', status, createdAt })
    .returning({ id: notificationDeliveries.id });
  const where = eq(notificationDeliveries.id, row!.id);
  return () => present(db.select().from(notificationDeliveries).where(where));
}

export async function outboxAt(db: Database, createdAt: Date, status = 'logged'): Promise<Present> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel: 'email', to: `${randomUUID()}@example.test`, body: 'Hello', status, createdAt })
    .returning({ id: outboxMessages.id });
  return () => present(db.select().from(outboxMessages).where(eq(outboxMessages.id, row!.id)));
}

export async function eventAt(
  db: Database,
  o: Owner,
  deliveredAt: Date | null,
  event: { type?: string; subjectId?: string; payload?: Record<string, unknown>; dedupeKey?: string } = {},
): Promise<Present> {
  const [row] = await db
    .insert(domainEvents)
    .values({
      farmId: o.farmId,
      type: event.type ?? 'inventory.low_stock',
      subjectId: event.subjectId ?? null,
      payload: event.payload ?? {},
      dedupeKey: event.dedupeKey ?? `low_stock:${randomUUID()}:2031-01-01`,
      createdAt: deliveredAt ?? new Date(0),
      deliveredAt,
    })
    .returning({ id: domainEvents.id });
  return () => present(db.select().from(domainEvents).where(eq(domainEvents.id, row!.id)));
}

export async function idempotencyKeyAt(db: Database, o: Owner, createdAt: Date): Promise<Present> {
  const key = randomUUID();
  await db
    .insert(idempotencyKeys)
    .values({ userId: o.userId, key, requestHash: 'h', statusCode: 201, responseBody: {}, createdAt });
  const where = and(eq(idempotencyKeys.userId, o.userId), eq(idempotencyKeys.key, key));
  return () => present(db.select().from(idempotencyKeys).where(where));
}

export async function tokenUsedAt(db: Database, o: Owner, lastUsedAt: Date): Promise<Present> {
  const tokenHash = randomUUID();
  await db.insert(accessTokens).values({ tokenHash, userId: o.userId, createdAt: lastUsedAt, lastUsedAt });
  return () => present(db.select().from(accessTokens).where(eq(accessTokens.tokenHash, tokenHash)));
}

export async function codeExpiringAt(db: Database, expiresAt: Date): Promise<Present> {
  const createdAt = new Date(expiresAt.getTime() - 10 * 60_000);
  const [row] = await db
    .insert(verificationCodes)
    .values({
      purpose: 'email',
      destination: `${randomUUID()}@example.test`,
      codeHash: 'h',
      expiresAt,
      createdAt,
    })
    .returning({ id: verificationCodes.id });
  return () => present(db.select().from(verificationCodes).where(eq(verificationCodes.id, row!.id)));
}

export async function widgetSessionExpiringAt(db: Database, o: Owner, expiresAt: Date): Promise<Present> {
  const [key] = await db
    .insert(embedKeys)
    .values({
      farmId: o.farmId,
      userId: o.userId,
      name: 'Co-op site',
      publishableKey: `pk_${randomUUID()}`,
      allowedOrigins: ['https://coop.example.org'],
      scopes: ['inventory:read'],
    })
    .returning({ id: embedKeys.id });
  const tokenHash = randomUUID();
  await db
    .insert(widgetSessions)
    .values({ keyId: key!.id, tokenHash, origin: 'https://coop.example.org', expiresAt });
  return () => present(db.select().from(widgetSessions).where(eq(widgetSessions.tokenHash, tokenHash)));
}

export async function throttleWindowFrom(db: Database, windowStartedAt: Date): Promise<Present> {
  const key = `email:${randomUUID()}@example.test`;
  await db.insert(loginThrottles).values({ key, failures: 5, windowStartedAt });
  return () => present(db.select().from(loginThrottles).where(eq(loginThrottles.key, key)));
}

export async function jobRunOn(db: Database, day: string): Promise<Present> {
  const job = `test.${randomUUID()}`;
  await db.insert(jobRuns).values({ job, runOn: day, startedAt: new Date(`${day}T00:00:00Z`) });
  return () => present(db.select().from(jobRuns).where(eq(jobRuns.job, job)));
}
