// Bad input answers 422 with a message that says what to enter: impossible dates are refused, numbers are
// numbers (never null, true, [] or "" read as 0 or 1), and zod's own texts ("Too big: expected int to be
// <=9007199254740991", "This field must be a object.") never reach people.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations } from '@/server/db/schema/storage';
import { farms } from '@/server/db/schema/farms';
import { localizeMessage } from '@/shared/i18n/messages';
import { setLanguage } from '@/shared/i18n/runtime';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  client,
  createItem,
  createTestFarm,
  inputPayload,
  itemUrl,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { installFriendlyZodMessages } from './zod-messages';

type Answer = { statusCode: number; body: string; json: () => unknown };
const errorsOf = (res: Answer) => {
  expect(res.statusCode, res.body).toBe(422);
  return (res.json() as { errors: Record<string, string[]> }).errors;
};

/** Zod's texts for programmers, and our old ones with zod's type names in them. */
const RAW =
  /Too (big|small)|expected|Invalid (input|option|string)|Unrecognized|must be a (object|array|int|bigint|tuple|record|map|set)\b|<=|>=/;

let t: TestApp;
let farm: TestFarm;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  call = client(t, farm.token);
});
afterAll(() => t.close());

describe('dates that match YYYY-MM-DD but do not exist', () => {
  const noSuchDay = (label: string) => [
    `There is no such day: enter the ${label} as a real date (YYYY-MM-DD).`,
  ];

  it('are refused on a new item, for every date field', async () => {
    const url = `/api/farms/${farm.farmId}/inventory`;
    const count = async () => (await t.db.select().from(inventoryItems)).length;
    const before = await count();
    expect(errorsOf(await call.post(url, inputPayload(farm, { expiry_date: '2024-02-30' })))).toEqual({
      expiry_date: noSuchDay('expiry date'),
    });
    expect(errorsOf(await call.post(url, inputPayload(farm, { purchase_date: '2024-13-01' })))).toEqual({
      purchase_date: noSuchDay('purchase date'),
    });
    const equipment = inputPayload(farm, {
      item_type: 'equipment',
      category: 'Tools',
      unit: 'pieces',
      warranty_expiration: '2023-02-29',
    });
    expect(errorsOf(await call.post(url, equipment))).toEqual({
      warranty_expiration: noSuchDay('warranty expiration'),
    });
    expect(errorsOf(await call.post(url, inputPayload(farm, { expiry_date: '0000-01-01' })))).toEqual({
      expiry_date: noSuchDay('expiry date'),
    });
    expect(await count()).toBe(before);
    // A leap day is a real day.
    expect((await call.post(url, inputPayload(farm, { expiry_date: '2028-02-29' }))).statusCode).toBe(201);
  });

  it('are refused on an item edit, which answered 500 before', async () => {
    const item = await createItem(t, farm, { expiry_date: '2030-01-31' });
    expect(errorsOf(await call.put(itemUrl(farm, item.id), { expiry_date: '2024-04-31' }))).toEqual({
      expiry_date: noSuchDay('expiry date'),
    });
    expect(errorsOf(await call.put(itemUrl(farm, item.id), { purchase_date: '2024-00-10' }))).toEqual({
      purchase_date: noSuchDay('purchase date'),
    });
    const [stored] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.id));
    expect(stored!.expiryDate).toBe('2030-01-31');
  });
});

describe('numbers', () => {
  it('never read null, true, false, [], {} or blank text as a count', async () => {
    const item = await createItem(t, farm, { quantity: 40 });
    const adjust = (counted_quantity: unknown) =>
      call.post(itemUrl(farm, item.id, '/adjust'), { counted_quantity, note: 'recount' });
    for (const value of [null, true, false, [], [5], {}, '', '  ', 'abc', '12abc', '0x10', 'Infinity'])
      expect(errorsOf(await adjust(value)), JSON.stringify(value)).toEqual({
        counted_quantity: ['Enter the counted quantity as a number.'],
      });
    const [stored] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.id));
    expect(stored!.quantity).toBe('40.00');
    // A JSON number and numeric text (what forms send) are both numbers.
    expect((await adjust('12.5')).statusCode).toBe(200);
    expect((await adjust(7)).statusCode).toBe(200);
  });

  it('refuses the same on the other movements and on item fields', async () => {
    const item = await createItem(t, farm, { quantity: 40 });
    expect(errorsOf(await call.post(itemUrl(farm, item.id, '/consume'), { quantity: true }))).toEqual({
      quantity: ['Enter the quantity as a number.'],
    });
    expect(
      errorsOf(await call.post(itemUrl(farm, item.id, '/receive'), { quantity: 1, unit_cost: false })),
    ).toEqual({ unit_cost: ['Enter the unit cost as a number.'] });
    expect(errorsOf(await call.put(itemUrl(farm, item.id), { reorder_level: [] }))).toEqual({
      reorder_level: ['Enter the reorder level as a number.'],
    });
    // null still means "none" where a field may be empty.
    expect((await call.put(itemUrl(farm, item.id), { reorder_level: null })).statusCode).toBe(200);
  });

  it('refuses them for a farm size and a storage capacity', async () => {
    expect(errorsOf(await call.post('/api/farms', { name: 'Mlima', size: true }))).toEqual({
      size: ['Enter the farm size as a number.'],
    });
    const location = {
      name: 'Ghala',
      location_type: 'Shed',
      farm_id: farm.farmId,
      capacity: '100',
      capacity_unit: 'sq m',
      address: 'Behind the house',
    };
    const before = (await t.db.select().from(storageLocations)).length;
    expect(
      errorsOf(await call.post('/api/inventory/storage-locations', { ...location, capacity: null })),
    ).toEqual({
      capacity: ['Enter the capacity as a number.'],
    });
    expect(
      errorsOf(
        await call.post('/api/inventory/storage-locations', { ...location, current_utilization: null }),
      ),
    ).toEqual({ current_utilization: ['Enter the space in use as a number.'] });
    expect((await t.db.select().from(storageLocations)).length).toBe(before);
    expect((await call.post('/api/inventory/storage-locations', location)).statusCode).toBe(201);
    const created = await call.post('/api/farms', { name: 'Kilima', size: '2.5' });
    expect(created.statusCode).toBe(201);
    const [stored] = await t.db
      .select()
      .from(farms)
      .where(eq(farms.id, (created.json() as { data: { id: string } }).data.id));
    expect(Number(stored!.size)).toBe(2.5);
  });

  it('answers a page number that is not a whole number plainly', async () => {
    const list = `/api/farms/${farm.farmId}/inventory`;
    for (const page of ['99999999999999999999', 'abc', '1.5', ''])
      expect(errorsOf(await call.get(`${list}?page=${page}`)), page).toEqual({
        page: ['Enter the page as a whole number.'],
      });
    expect(errorsOf(await call.get(`${list}?per_page=0`))).toEqual({
      per_page: ['Ask for at least 1 row a page.'],
    });
  });
});

describe('messages without a contract text of their own', () => {
  it('say what to enter, for each kind of mistake', async () => {
    expect(errorsOf(await call.put('/api/user/settings', { profile: 'dark' }))).toEqual({
      profile: ['This field must be a group of named values (a JSON object).'],
    });
    expect(errorsOf(await call.put('/api/user/settings', { profile: { theme_preference: 'pink' } }))).toEqual(
      {
        'profile.theme_preference': ['Choose one of: light, dark.'],
      },
    );
    expect(errorsOf(await call.put('/api/user/settings', { profile: { dashboard_layout: '' } }))).toEqual({
      'profile.dashboard_layout': ['This field cannot be empty.'],
    });
    expect(
      errorsOf(await call.put('/api/user/settings', { profile: { dashboard_layout: 'x'.repeat(41) } })),
    ).toEqual({ 'profile.dashboard_layout': ['Use at most 40 characters here.'] });
    expect(errorsOf(await call.put('/api/farmer/notification-preferences', { preferences: {} }))).toEqual({
      preferences: ['This field must be a list of values.'],
    });
    const many = Array.from({ length: 15 }, () => ({ type: 'weather', channels: {} }));
    expect(errorsOf(await call.put('/api/farmer/notification-preferences', { preferences: many }))).toEqual({
      preferences: ['Give at most 14 entries here.'],
    });
    expect(errorsOf(await call.post('/api/farms', [{ name: 'Mlima' }]))).toEqual({
      body: ['Send the fields together as one JSON object.'],
    });
    expect(errorsOf(await call.post('/api/notification-logs/1/read', { notification_id: true }))).toEqual({
      notification_id: ['Send the notification id as text or a number, or leave it out.'],
    });
    expect(errorsOf(await call.put('/api/user/profile', { name: 'Amina', phone_number: 712345678 }))).toEqual(
      {
        phone_number: ['Enter the phone number with its country code, like +254712345678.'],
      },
    );
  });

  it('never pass on a raw validator text, whatever the body', async () => {
    const item = await createItem(t, farm);
    const junk: [string, string, unknown][] = [
      ['PUT', '/api/user/settings', { profile: [], notification_preferences: 'x', language: 5, extra: 1 }],
      ['PUT', '/api/user/settings', { profile: { sidebar_collapsed: 'yes', theme_preference: 1 } }],
      ['POST', '/api/farms', { name: 5, size: 1e300, size_unit: 'km', currency: [], main_enterprise: {} }],
      ['POST', `/api/farms/${farm.farmId}/inventory`, { item_type: 'input', quantity: 1e15, unit: 'tons' }],
      ['POST', `/api/farms/${farm.farmId}/inventory`, [1, 2, 3]],
      ['PUT', itemUrl(farm, item.id), { unit: 'tons', category: 7, max_level: -1, unit_cost: 1e20 }],
      ['POST', '/api/inventory/storage-locations', { security_level: 'top', conditions: 5, capacity: 1e13 }],
      ['POST', '/api/suppliers', { farm_id: 1, name: {}, email: 12, phone: [], address: true }],
      [
        'PUT',
        '/api/farmer/notification-preferences',
        { preferences: [{ type: 'x', channels: { sms: 'on' } }] },
      ],
      ['POST', '/api/notifications/fcm-token', { token: 'x'.repeat(5000), platform: 'ios' }],
      [
        'POST',
        '/api/embed-keys',
        { name: '', farm_id: farm.farmId, allowed_origins: [], scopes: ['x'], x: 1 },
      ],
      ['POST', '/api/test-notification', { type: 'x', message: 'y'.repeat(1001), category: 5 }],
    ];
    for (const [method, url, payload] of junk) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { authorization: `Bearer ${farm.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      const messages = Object.values(errorsOf(res)).flat();
      expect(messages.length, url).toBeGreaterThan(0);
      expect(
        messages.filter((m) => RAW.test(m)),
        `${method} ${url}: ${res.body}`,
      ).toEqual([]);
    }
  });
});

describe('the friendly messages', () => {
  beforeAll(() => setLanguage('sw'));
  afterAll(() => setLanguage('en'));

  /** Every kind of issue zod raises, on schemas without messages of their own. */
  const samples: [z.ZodType, unknown][] = [
    [z.string(), 5],
    [z.number(), 'x'],
    [z.boolean(), 'x'],
    [z.number().int(), 1.5],
    [z.array(z.string()), 'x'],
    [z.tuple([z.string()]), 'x'],
    [z.object({}), 'x'],
    [z.record(z.string(), z.string()), 'x'],
    [z.object({ a: z.string() }), {}],
    [z.string().max(3), 'abcd'],
    [z.string().min(3), 'a'],
    [z.string().min(1), ''],
    [z.array(z.string()).max(1), ['a', 'b']],
    [z.array(z.string()).min(2), ['a']],
    [z.array(z.string()).min(1), []],
    [z.number().max(5), 6],
    [z.number().lt(5), 5],
    [z.number().min(1), 0],
    [z.number().gt(0), 0],
    [z.number().int(), 1e20],
    [z.number().int(), -1e20],
    [z.date().max(new Date(0)), new Date()],
    [z.date().min(new Date()), new Date(0)],
    [z.enum(['light', 'dark']), 'pink'],
    [z.literal('input'), 'x'],
    [z.string().email(), 'x'],
    [z.string().regex(/^x$/), 'y'],
    [z.object({}).strict(), { a: 1 }],
    [z.union([z.string(), z.number()]), true],
    [z.number().multipleOf(5), 3],
    [z.string().refine(() => false), 'x'],
  ];

  it('are each in the catalogue, with their Kiswahili, and none is a raw validator text', () => {
    installFriendlyZodMessages();
    const messages = samples.map(([schema, input]) => {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      return result.error!.issues[0]!.message;
    });
    expect(messages.filter((m) => RAW.test(m))).toEqual([]);
    expect(messages).toContain('Choose one of: light, dark.');
    expect(messages).toContain('Use at most 3 characters here.');
    expect(messages.filter((m) => localizeMessage(m) === m)).toEqual([]);
  });
});
