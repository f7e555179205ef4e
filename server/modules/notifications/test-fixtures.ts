// Test helpers for the notification suites (not a test file): users in one line, farms and members and domain
// events written straight through the schema, and a push sender tests can script.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { AuthResponseSchema } from '@/shared/contracts/auth';
import type { App } from '@/server/app';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { farmMembers, farms } from '@/server/db/schema/farms';
import { domainEvents } from '@/server/db/schema/inventory';
import { storageLocations } from '@/server/db/schema/storage';
import type { PushMessage, PushSender } from '@/server/lib/push';
import { login, registerUser } from '@/server/test/users';

export type TestUser = Awaited<ReturnType<typeof registerUser>>;

/** A superadmin: promoted in the database, then signed in again so no cached session hides the change. */
export async function registerSuperadmin(app: App, db: Database): Promise<TestUser> {
  const user = await registerUser(app, { name: 'Platform Admin' });
  await db.update(users).set({ userType: 'superadmin' }).where(eq(users.id, user.user.id));
  const res = await login(app, user.user.email);
  expect(res.statusCode, res.body).toBe(200);
  const token = AuthResponseSchema.parse(res.json()).access_token;
  return { ...user, token, access_token: token };
}

export async function insertFarm(db: Database, ownerId: string, name = 'Mlima Farm') {
  const [farm] = await db.insert(farms).values({ ownerId, name }).returning();
  await db.insert(farmMembers).values({ farmId: farm!.id, userId: ownerId, role: 'owner' });
  return farm!;
}

export { addMember } from '@/server/modules/farms/farm-fixtures';

export async function insertLocation(db: Database, farmId: string, name = 'Main store') {
  const [row] = await db.insert(storageLocations).values({ farmId, name }).returning();
  return row!;
}

export async function insertDomainEvent(
  db: Database,
  event: { farmId: string; type: string; payload?: Record<string, unknown>; dedupeKey?: string },
) {
  const [row] = await db
    .insert(domainEvents)
    .values({
      farmId: event.farmId,
      type: event.type,
      payload: event.payload ?? {
        item_name: 'DAP fertilizer',
        quantity: '4.50',
        unit: 'bags',
        location_name: 'Main store',
      },
      dedupeKey: event.dedupeKey ?? null,
    })
    .returning();
  return row!;
}

/** A push sender that records what it was asked and rejects the tokens it is told to. */
export function scriptedPush(options: { rejected?: string[]; fail?: boolean } = {}) {
  const sent: { tokens: string[]; message: PushMessage }[] = [];
  const sender: PushSender = {
    enabled: true,
    kind: 'scripted',
    async send(tokens, message) {
      sent.push({ tokens: [...tokens], message });
      if (options.fail) return { sent: 0, failed: tokens.length, invalidTokens: [], error: 'provider down' };
      const invalidTokens = tokens.filter((t) => options.rejected?.includes(t));
      const ok = tokens.length - invalidTokens.length;
      return {
        sent: ok,
        failed: invalidTokens.length,
        invalidTokens,
        error: invalidTokens.length ? 'unregistered' : undefined,
      };
    },
  };
  return { sender, sent };
}
