// docs/product/roles-and-permissions.md "Live updates": a farm's stock channel is heard only by members whose role
// grants inventory.view, and a person removed from the farm, or whose custom role is narrowed, stops hearing it
// within 2 s while everyone else keeps hearing. The official pusher-js client on the real app listening on a free
// port; one instance (PGlite).
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { farmInventoryChannel, INVENTORY_CHANGED_EVENT } from '@/shared/contracts/realtime-channels';
import { farmMembers } from '@/server/db/schema/farms';
import { REVOKED_SUBSCRIPTION_MESSAGE } from '@/server/realtime/protocol';
import { startListeningTestApp, type ListeningTestApp } from '@/server/realtime/test-support';
import { bearer, registerUser } from '@/server/test/users';
import { addMember, createFarm } from './farm-fixtures';
import { endFarmSubscriptionsWithoutAccess, farmOfChannel } from './farm-subscriptions';

let t: ListeningTestApp;

beforeAll(async () => {
  t = await startListeningTestApp();
});
afterEach(() => t.disconnectClients());
afterAll(() => t.close());

interface Listener {
  heard: Set<string>;
  errors: Array<{ status?: number; error?: string }>;
}

/** pusher-js as the web app builds it, subscribed to the farm's stock channel with `token`'s sign-in. */
async function listen(farmId: string, token: string): Promise<Listener> {
  const client = t.connectClient(token);
  const listener: Listener = { heard: new Set(), errors: [] };
  await new Promise<void>((resolve, reject) => {
    const channel = client.subscribe(farmInventoryChannel(farmId));
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: { status?: number; error?: string }) => {
      listener.errors.push(e);
      reject(new Error(JSON.stringify(e)));
    });
    channel.bind(INVENTORY_CHANGED_EVENT, (data: { marker: string }) => listener.heard.add(data.marker));
  });
  return listener;
}

async function announce(farmId: string): Promise<string> {
  const marker = `change-${Math.random()}`;
  await t.app.realtime.publisher.publish(farmInventoryChannel(farmId), INVENTORY_CHANGED_EVENT, {
    farm_id: farmId,
    marker,
  });
  return marker;
}

/** Within 2 s the cut-off listeners are told (401) and a later event reaches only the others. */
async function expectCutOff(farmId: string, cut: Listener[], kept: Listener[]) {
  for (const listener of cut) {
    await expect.poll(() => listener.errors.length, { timeout: 2_000, interval: 20 }).toBe(1);
    expect(listener.errors[0]).toMatchObject({ status: 401, error: REVOKED_SUBSCRIPTION_MESSAGE });
  }
  const marker = await announce(farmId);
  for (const listener of kept) {
    await expect.poll(() => listener.heard.has(marker), { timeout: 2_000, interval: 20 }).toBe(true);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const listener of cut) expect(listener.heard.has(marker)).toBe(false);
}

const authorize = (token: string, farmId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/broadcasting/auth',
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: `socket_id=123.456&channel_name=${farmInventoryChannel(farmId)}`,
  });

async function farmWithStaff() {
  const owner = await registerUser(t.app);
  const farmId = (await createFarm(t.app, owner.token)).id;
  const worker = await registerUser(t.app);
  await addMember(t.db, farmId, worker.user.id, 'worker');
  return { farmId, owner, worker };
}

describe('farmOfChannel', () => {
  it('reads the farm of a stock channel and nothing else', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(farmOfChannel(farmInventoryChannel(id))).toBe(id);
    expect(farmOfChannel(`private-user.${id}`)).toBeNull();
    expect(farmOfChannel(farmInventoryChannel('not-a-farm'))).toBeNull();
  });
});

describe('who may hear a farm’s stock channel', () => {
  it('a member whose role grants inventory.view; not another farm’s people nor a role without it', async () => {
    const { farmId, owner, worker } = await farmWithStaff();
    expect((await authorize(owner.token, farmId)).statusCode).toBe(200);
    expect((await authorize(worker.token, farmId)).statusCode).toBe(200);
    const stranger = await registerUser(t.app);
    expect((await authorize(stranger.token, farmId)).statusCode).toBe(403);
    const bookkeeper = await registerUser(t.app);
    await addMember(t.db, farmId, bookkeeper.user.id, { permissions: ['farms.view', 'finances.view'] });
    expect((await authorize(bookkeeper.token, farmId)).statusCode).toBe(403);
  });
});

describe('losing access ends the live feed', () => {
  it('a removed member stops hearing within 2 s; the owner keeps hearing; asking again is refused', async () => {
    const { farmId, owner, worker } = await farmWithStaff();
    const [theirs, mine] = await Promise.all([listen(farmId, worker.token), listen(farmId, owner.token)]);
    const before = await announce(farmId);
    await expect.poll(() => theirs.heard.has(before), { timeout: 2_000, interval: 20 }).toBe(true);

    await t.db
      .delete(farmMembers)
      .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, worker.user.id)));
    expect(await endFarmSubscriptionsWithoutAccess(t.app, t.db, farmId, [worker.user.id])).toEqual([
      worker.user.id,
    ]);
    await expectCutOff(farmId, [theirs], [mine]);
    expect((await authorize(worker.token, farmId)).statusCode).toBe(403);
  });

  it('narrowing a custom role through the roles API ends its holders’ feed, not the others’', async () => {
    const { farmId, owner, worker } = await farmWithStaff();
    const checker = await registerUser(t.app);
    const roleId = (await addMember(t.db, farmId, checker.user.id, {
      permissions: ['farms.view', 'inventory.view'],
    }))!;
    const [checking, working] = await Promise.all([
      listen(farmId, checker.token),
      listen(farmId, worker.token),
    ]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/farms/${farmId}/roles/${roleId}`,
      headers: bearer(owner.token),
      payload: { permissions: ['tasks.view'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectCutOff(farmId, [checking], [working]);
  });

  it('keeps the feed of those who still may hear it', async () => {
    const { farmId, worker } = await farmWithStaff();
    const working = await listen(farmId, worker.token);
    expect(await endFarmSubscriptionsWithoutAccess(t.app, t.db, farmId, [worker.user.id])).toEqual([]);
    expect(await endFarmSubscriptionsWithoutAccess(t.app, t.db, farmId)).toEqual([]);
    await expectCutOff(farmId, [], [working]);
  });
});
