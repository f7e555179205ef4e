// docs/product/staff.md "Who may do what": removing someone through the staff API, or giving them a role without
// inventory.view, ends their live feed of the farm within 2 s, while the owner keeps hearing it. The official
// pusher-js client against the real app listening on a free port.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { farmInventoryChannel, INVENTORY_CHANGED_EVENT } from '@/shared/contracts/realtime-channels';
import { startListeningTestApp, type ListeningTestApp } from '@/server/realtime/test-support';
import { seedCustomRole } from '@/server/modules/farms/farm-fixtures';
import { callAs, seedFarmWithOwner, seedStaff } from './test-support';

let t: ListeningTestApp;

beforeAll(async () => {
  t = await startListeningTestApp();
});
afterEach(() => t.disconnectClients());
afterAll(() => t.close());

/** Subscribed to the farm's stock channel with `token`'s sign-in; collects what it hears and its errors. */
async function listen(farmId: string, token: string) {
  const client = t.connectClient(token);
  const listener = { heard: new Set<string>(), errors: [] as unknown[] };
  await new Promise<void>((resolve, reject) => {
    const channel = client.subscribe(farmInventoryChannel(farmId));
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) => {
      listener.errors.push(error);
      reject(new Error(JSON.stringify(error)));
    });
    channel.bind(INVENTORY_CHANGED_EVENT, (data: { marker: string }) => listener.heard.add(data.marker));
  });
  return listener;
}

async function expectOnlyOwnerHears(
  farmId: string,
  cut: Awaited<ReturnType<typeof listen>>,
  owner: typeof cut,
) {
  await expect.poll(() => cut.errors.length, { timeout: 2_000, interval: 20 }).toBe(1);
  const marker = `change-${Math.random()}`;
  await t.app.realtime.publisher.publish(farmInventoryChannel(farmId), INVENTORY_CHANGED_EVENT, { marker });
  await expect.poll(() => owner.heard.has(marker), { timeout: 2_000, interval: 20 }).toBe(true);
  expect(cut.heard.has(marker)).toBe(false);
}

describe('membership changes end the live feed', () => {
  it('removing someone ends their subscription to the farm', async () => {
    const { owner, farm } = await seedFarmWithOwner(t.app);
    const worker = await seedStaff(t, farm.id, 'worker', 'Kazi Live');
    const ownerFeed = await listen(farm.id, owner.token);
    const workerFeed = await listen(farm.id, worker.token);
    const res = await callAs(t.app, owner.token, 'DELETE', `/api/farms/${farm.id}/staff/${worker.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    await expectOnlyOwnerHears(farm.id, workerFeed, ownerFeed);
  });

  it('a role without inventory.view ends it too', async () => {
    const { owner, farm } = await seedFarmWithOwner(t.app);
    const worker = await seedStaff(t, farm.id, 'worker', 'Kazi Narrow');
    const noStock = await seedCustomRole(t.db, farm.id, ['tasks.view'], 'Tasks only');
    const ownerFeed = await listen(farm.id, owner.token);
    const workerFeed = await listen(farm.id, worker.token);
    const res = await callAs(t.app, owner.token, 'PATCH', `/api/farms/${farm.id}/staff/${worker.user.id}`, {
      role: 'custom',
      role_id: noStock,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectOnlyOwnerHears(farm.id, workerFeed, ownerFeed);
  });
});
