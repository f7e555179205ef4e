// GET /api/farms/{farmId}/activities: staff.view only, the farm's own entries only, filters and keyset pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityPageSchema, ActivityPeopleSchema } from '@/shared/contracts/activity-log';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';
import { addMember, createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { seedActivity } from './test-support';

let t: TestApp;
let farm: TestFarm;
let other: TestFarm;
let manager: Awaited<ReturnType<typeof addMember>>;
let worker: Awaited<ReturnType<typeof addMember>>;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  other = await createTestFarm(t);
  manager = await addMember(t, farm.farmId, 'manager');
  worker = await addMember(t, farm.farmId, 'worker');
  // 30 entries: the owner's inventory work on 1 to 10 November (Nairobi time), the manager's farm edits, and
  // the other farm's one entry that must never show here.
  await seedActivity(
    t.db,
    farm.farmId,
    Array.from({ length: 30 }, (_, i) => ({
      actorId: i % 3 === 0 ? manager.user.id : farm.userId,
      actorName: i % 3 === 0 ? 'Manager' : 'Owner',
      module: i % 3 === 0 ? 'farms' : 'inventory',
      recordId: i < 5 ? 'item-a' : `item-${i}`,
      // Entry i at 22:30 UTC on 31 October + i days: 01:30 the next day in Nairobi.
      createdAt: new Date(Date.UTC(2026, 9, 31 + Math.floor(i / 3), 22, 30)),
    })),
  );
  await seedActivity(t.db, other.farmId, [{ actorId: other.userId, summary: 'Elsewhere' }]);
});
afterAll(() => t.close());

async function page(token: string, farmId: string, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/farms/${farmId}/activities${query}`,
    headers: bearer(token),
  });
  return { res, body: res.statusCode === 200 ? ActivityPageSchema.parse(res.json()) : null };
}

describe('who may read the log', () => {
  it('lets the owner and a manager read it', async () => {
    expect((await page(farm.token, farm.farmId)).res.statusCode).toBe(200);
    expect((await page(manager.token, farm.farmId)).res.statusCode).toBe(200);
  });

  it('refuses a worker with 403 naming staff.view', async () => {
    const { res } = await page(worker.token, farm.farmId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
  });

  it("answers 404 for another farm's log, and for a farm that does not exist", async () => {
    expect((await page(farm.token, other.farmId)).res.statusCode).toBe(404);
    expect((await page(farm.token, '00000000-0000-4000-8000-000000000000')).res.statusCode).toBe(404);
  });

  it('has no route that changes or removes an entry', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/farms/${farm.farmId}/activities/1`,
        headers: bearer(farm.token),
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('pages and filters', () => {
  it('pages newest first with next_cursor, to the end', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const { body } = await page(farm.token, farm.farmId, `?limit=12${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body!.data.map((e) => e.id));
      cursor = body!.next_cursor;
    }
    expect(seen).toHaveLength(30);
    expect([...seen].sort((a, b) => Number(b) - Number(a))).toEqual(seen);
    expect(new Set(seen).size).toBe(30);
  });

  it('puts a late-written entry of an earlier moment in its place by time', async () => {
    const [late] = await seedActivity(t.db, other.farmId, [
      { summary: 'Written late', createdAt: new Date('2020-01-01T00:00:00Z') },
    ]);
    const { body } = await page(other.token, other.farmId);
    expect(body!.data.map((e) => e.summary)).toEqual(['Elsewhere', 'Written late']);
    expect(body!.data[1]!.id).toBe(String(late!.id));
  });

  it("refuses a cursor that is not an entry of this farm's log", async () => {
    const { body } = await page(other.token, other.farmId);
    const { res } = await page(farm.token, farm.farmId, `?cursor=${body!.data[0]!.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cursor).toEqual(['The cursor must be the next_cursor of an earlier page.']);
  });

  it("shows only this farm's entries", async () => {
    const { body } = await page(farm.token, farm.farmId, '?limit=100');
    expect(body!.data.every((e) => e.farm_id === farm.farmId)).toBe(true);
  });

  it('filters by person and module', async () => {
    const byManager = (await page(farm.token, farm.farmId, `?person=${manager.user.id}`)).body!;
    expect(byManager.data).toHaveLength(10);
    expect(byManager.data.every((e) => e.actor_id === manager.user.id)).toBe(true);
    const inventory = (await page(farm.token, farm.farmId, '?module=inventory&limit=100')).body!;
    expect(inventory.data).toHaveLength(20);
  });

  it('filters by days in the time zone given, both days included', async () => {
    // Nairobi: entries 0-2 fall on 1 November, 3-5 on 2 November; in UTC they are a day earlier.
    const nairobi = (await page(farm.token, farm.farmId, '?from=2026-11-01&to=2026-11-02&tz=Africa/Nairobi'))
      .body!;
    expect(nairobi.data).toHaveLength(6);
    const utc = (await page(farm.token, farm.farmId, '?from=2026-11-01&to=2026-11-02')).body!;
    expect(utc.data).toHaveLength(6);
    expect(utc.data.map((e) => e.id)).not.toEqual(nairobi.data.map((e) => e.id));
  });

  it("answers one record's history", async () => {
    const { body } = await page(farm.token, farm.farmId, '?record_type=inventory_item&record_id=item-a');
    expect(body!.data).toHaveLength(5);
  });

  it('lists the people who appear in the log', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/farms/${farm.farmId}/activities/people`,
      headers: bearer(farm.token),
    });
    const people = ActivityPeopleSchema.parse(res.json()).data;
    expect(people.map((p) => p.id).sort()).toEqual([farm.userId, manager.user.id].sort());
  });

  it.each([
    ['?limit=101', 'limit', 'The limit can be at most 100.'],
    ['?limit=0', 'limit', 'The limit must be at least 1.'],
    ['?cursor=abc', 'cursor', 'The cursor must be the next_cursor of an earlier page.'],
    ['?module=weather', 'module', 'Choose a module from the list.'],
    ['?person=someone', 'person', 'Choose a person from the list.'],
    ['?from=2026-02-30', 'from', 'There is no such day: enter the start date as a real date (YYYY-MM-DD).'],
    ['?from=2026-11-10&to=2026-11-01', 'to', 'The end date must be on or after the start date.'],
    ['?tz=Mars/Olympus', 'tz', 'The time zone must be an IANA name such as Africa/Nairobi.'],
    ['?record_id=x', 'record_type', 'Give the record type with the record id.'],
  ])('answers 422 for %s, saying what to fix', async (query, field, message) => {
    const { res } = await page(farm.token, farm.farmId, query);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });
});
