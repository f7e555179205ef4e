// The scheduler inside the app: off in tests unless asked; when on, it starts with the app, delivers a stock
// alert on its own within a tick, and stops when the app closes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema/notifications';
import { insertDomainEvent, insertFarm } from './test-fixtures';
import { createTestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';

describe('scheduler wiring', () => {
  it('delivers pending stock alerts on its own once the app is ready', async () => {
    const t = await createTestApp({ notifications: { scheduler: { enabled: true, intervalMs: 50 } } });
    try {
      const owner = await registerUser(t.app); // inject() made the app ready: the scheduler is running
      const farm = await insertFarm(t.db, owner.user.id);
      await insertDomainEvent(t.db, { farmId: farm.id, type: 'inventory.depleted' });
      const deadline = Date.now() + 5_000;
      let rows: (typeof notifications.$inferSelect)[] = [];
      while (rows.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        rows = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
      }
      expect(rows.map((r) => r.title)).toEqual(['Out of stock: DAP fertilizer']);
    } finally {
      await t.close();
    }
  });

  it('stays off in tests unless asked', async () => {
    const t = await createTestApp({ notifications: { scheduler: { intervalMs: 50 } } });
    try {
      const owner = await registerUser(t.app);
      const farm = await insertFarm(t.db, owner.user.id);
      await insertDomainEvent(t.db, { farmId: farm.id, type: 'inventory.depleted' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id))).toEqual(
        [],
      );
    } finally {
      await t.close();
    }
  });
});
