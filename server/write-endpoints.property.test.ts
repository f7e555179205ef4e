// Every write endpoint (POST, PUT, PATCH, DELETE), found from the app's own routes so a new route is covered
// without touching this file, gets generated bad input as a signed-in superadmin who owns a seeded farm: wrong
// types, NUL and other control characters, huge and negative numbers, impossible dates, nested junk, missing
// required fields, extra fields, NUL in a path parameter or a query value. Each generated request is bad by
// construction (at least one mutation the product's rules refuse, whatever else it carries), so each must be
// refused with a 4xx, never a 500, and must leave every table as it was (row counts and a checksum of the rows).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/auth';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, PASSWORD, uniqueEmail } from '@/server/test/users';
import {
  client,
  createItem,
  createTestFarm,
  inputPayload,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RUNS_PER_ROUTE = 60;
const SEED = 20_240_229;

// ---------------------------------------------------------------------------------------------------------------
// What a field takes, read from the route's zod schema (only its structure: never whether it accepts a value).

interface Kind {
  type: 'string' | 'date' | 'number' | 'boolean' | 'enum' | 'object' | 'array' | 'union' | 'any';
  optional: boolean;
  nullable: boolean;
  shape?: Record<string, Kind>;
  element?: Kind;
  options?: Kind[];
}

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}
const defOf = (schema: unknown) => (schema as ZodLike)._zod.def;

function kindOf(schema: unknown, wrappers: { optional?: boolean; nullable?: boolean } = {}): Kind {
  const def = defOf(schema);
  const base = { optional: wrappers.optional ?? false, nullable: wrappers.nullable ?? false };
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return kindOf(def.innerType, { ...wrappers, optional: true });
    case 'nullable':
      return kindOf(def.innerType, { ...wrappers, nullable: true });
    case 'catch':
    case 'readonly':
      return kindOf(def.innerType, wrappers);
    case 'pipe':
      // z.preprocess(fn, schema) is transform → schema; schema.transform(fn) is schema → transform.
      return kindOf(defOf(def.in).type === 'transform' ? def.out : def.in, wrappers);
    case 'string': {
      const checks = (def.checks as ZodLike[] | undefined) ?? [];
      const date = checks.some((check) => String(check._zod.def.pattern ?? '').includes('\\d{4}'));
      return { ...base, type: date ? 'date' : 'string' };
    }
    case 'number':
      return { ...base, type: 'number' };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'enum':
    case 'literal':
      return { ...base, type: 'enum' };
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return {
        ...base,
        type: 'object',
        shape: Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, kindOf(field)])),
      };
    }
    case 'record':
      return { ...base, type: 'object', shape: {} };
    case 'array':
      return { ...base, type: 'array', element: kindOf(def.element) };
    case 'union': {
      const all = def.options as unknown[];
      const options = all.filter((o) => defOf(o).type !== 'null').map((option) => kindOf(option));
      const nullable = base.nullable || options.length < all.length;
      return { ...base, nullable, type: 'union', options };
    }
    default:
      return { ...base, type: 'any' };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Values a field of each kind must refuse.

const NUL_TEXT = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  'Mlima\u0000 Farm',
  'x\u0007y',
  '\u001b[31mred',
  '12\u0000',
);
const IMPOSSIBLE_DATES = ['2024-02-30', '2024-13-01', '2023-02-29', '2024-04-31', '0000-01-01', '2024-00-10'];
const NOT_NUMBERS = ['', '   ', 'abc', '12abc', '1,5', '0x10', 'Infinity', 'NaN', '--1'];
const BAD_NUMBERS = [-1, -0.5, 1e12, 1e15, 2 ** 53 + 2, 1.7e308, '-3', '1000000000000'];
const NESTED_JUNK = fc.jsonValue({ maxDepth: 3 });

/** A value of the wrong JSON type for `kind`: its kind never takes it, whatever the contract's other rules. */
function wrongType(kind: Kind): fc.Arbitrary<unknown> {
  const takes = (value: unknown) => {
    const accepted = kind.type === 'union' ? kind.options! : [kind];
    return accepted.some((option) => {
      if (Array.isArray(value)) return option.type === 'array' || option.type === 'any';
      if (value === null) return kind.nullable || option.type === 'any';
      switch (typeof value) {
        case 'string':
          return ['string', 'date', 'enum', 'number', 'any'].includes(option.type);
        case 'number':
          return option.type === 'number' || option.type === 'any';
        case 'boolean':
          return option.type === 'boolean' || option.type === 'any';
        default:
          return option.type === 'object' || option.type === 'any';
      }
    });
  };
  const candidates = [null, true, false, 42, 'text', [], ['x', 1], { junk: [1, { deeper: true }] }].filter(
    (value) => !takes(value),
  );
  return candidates.length > 0 ? fc.constantFrom(...candidates) : NUL_TEXT;
}

function badValue(kind: Kind, current: unknown): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [NUL_TEXT];
  if (kind.type === 'any') return NUL_TEXT;
  options.push(wrongType(kind));
  if (kind.type === 'number') options.push(fc.constantFrom(...NOT_NUMBERS, ...BAD_NUMBERS));
  if (kind.type === 'date') options.push(fc.constantFrom(...IMPOSSIBLE_DATES, '2024/02/03', '31-01-2024'));
  if (kind.type === 'enum') options.push(fc.constantFrom('not-an-option', '', ' '));
  if (kind.type === 'object' && kind.shape && Object.keys(kind.shape).length > 0) {
    const inner = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
    options.push(
      fc.constantFrom(...Object.keys(kind.shape)).chain((key) =>
        badValue(kind.shape![key]!, (inner as Record<string, unknown>)[key]).map((v) => ({
          ...inner,
          [key]: v,
        })),
      ),
    );
  }
  if (kind.type === 'array' && kind.element && kind.element.type !== 'any')
    options.push(badValue(kind.element, undefined).map((v) => [v]));
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------------------------
// A request and the mutations that make it bad.

interface Draft {
  body: unknown;
  params: Record<string, string>;
  query: Record<string, string>;
}
type Mutation = (draft: Draft) => void;

const objectBody = (draft: Draft): Record<string, unknown> => {
  if (!draft.body || typeof draft.body !== 'object' || Array.isArray(draft.body)) draft.body = {};
  return draft.body as Record<string, unknown>;
};

function badMutations(route: Route): fc.Arbitrary<Mutation> {
  const body = route.body;
  const options: fc.WeightedArbitrary<Mutation>[] = [];
  const add = (arbitrary: fc.Arbitrary<Mutation>, weight = 1) => options.push({ arbitrary, weight });
  [
    // NUL in a query value (the route's own filters, or any name).
    fc.tuple(fc.constantFrom(...route.queryKeys, 'x_filter'), NUL_TEXT).map(
      ([key, value]) =>
        (draft: Draft) =>
          void (draft.query[key] = value),
    ),
    // NUL somewhere inside nested junk, in a field the body does not have.
    fc.tuple(NESTED_JUNK, NUL_TEXT).map(
      ([junk, text]) =>
        (draft: Draft) =>
          void (objectBody(draft).x_extra = { junk, text: [text] }),
    ),
  ].forEach((arbitrary) => add(arbitrary));
  const params = Object.keys(route.params);
  if (params.length > 0)
    add(
      fc
        .tuple(fc.constantFrom(...params), NUL_TEXT, fc.boolean())
        .map(([name, text, append]) => (draft: Draft) => {
          draft.params[name] = append ? `${draft.params[name]}${text}` : text;
        }),
    );
  if (body?.type === 'object' && body.shape) {
    const fields = Object.keys(body.shape);
    // One field spoiled, the others as a valid request has them: what most often slips through.
    if (fields.length > 0)
      add(
        fc
          .constantFrom(...fields)
          .chain((key) =>
            badValue(body.shape![key]!, (route.base as Record<string, unknown> | undefined)?.[key]).map(
              (value) => (draft: Draft) => void (objectBody(draft)[key] = value),
            ),
          ),
        6,
      );
    const required = fields.filter((key) => !body.shape![key]!.optional);
    if (required.length > 0)
      add(fc.constantFrom(...required).map((key) => (draft: Draft) => void delete objectBody(draft)[key]));
    // The whole body of the wrong kind.
    add(
      fc
        .constantFrom<unknown>([], [{}], 'text', 42, true, null, [[['deep']]])
        .map((junk) => (draft: Draft) => void (draft.body = junk)),
    );
  }
  return fc.oneof(...options);
}

/** Changes that do not make a request bad on their own: extra fields, a dropped optional field. */
function noiseMutations(route: Route): fc.Arbitrary<Mutation> {
  const options: fc.Arbitrary<Mutation>[] = [
    fc.tuple(fc.stringMatching(/^x_[a-z]{1,8}$/), NESTED_JUNK).map(
      ([key, value]) =>
        (draft: Draft) =>
          void (objectBody(draft)[key] = value),
    ),
  ];
  const body = route.body;
  const optional =
    body?.type === 'object' && body.shape
      ? Object.keys(body.shape).filter((k) => body.shape![k]!.optional)
      : [];
  if (optional.length > 0)
    options.push(
      fc.constantFrom(...optional).map((key) => (draft: Draft) => void delete objectBody(draft)[key]),
    );
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------------------------
// The seeded world and the routes.

interface Route {
  method: string;
  url: string;
  params: Record<string, string>;
  queryKeys: string[];
  body?: Kind;
  base?: unknown;
}

interface World {
  farm: TestFarm;
  email: string;
  itemId: string;
  notificationId: string;
  embedKeyId: string;
  publishableKey: string;
  deviceToken: string;
}

function paramValue(world: World, url: string, name: string): string {
  if (name === 'farmId') return world.farm.farmId;
  if (name === 'itemId') return world.itemId;
  if (name === 'keyId') return world.embedKeyId;
  if (name === 'key') return world.publishableKey;
  if (name === 'id' && url.includes('storage-locations')) return world.farm.locations[0];
  if (name === 'id' && url.includes('suppliers')) return world.farm.supplierId;
  if (name === 'id' && url.includes('notification-logs')) return world.notificationId;
  return randomUUID();
}

/**
 * A valid body per route where one is known, so a single bad field is what the server sees. A new route without
 * one is still covered, from an empty body: its missing and spoiled fields, NUL in its parameters and queries.
 */
function validBodies(world: World): Record<string, unknown> {
  const { farm } = world;
  const farmBody = { name: 'Shamba Jipya', location: 'Nakuru', size: '12.5', size_unit: 'hectares' };
  const location = {
    name: 'Ghala la pili',
    location_type: 'Shed',
    farm_id: farm.farmId,
    capacity: '100',
    capacity_unit: 'sq m',
    address: 'Nyuma ya nyumba',
    description: 'Dry store',
    conditions: { temperature_controlled: true },
    security_level: 'high',
    current_utilization: '10',
  };
  const supplier = {
    farm_id: farm.farmId,
    name: 'Mkulima Agrovet',
    email: 'sales@mkulima.co.ke',
    phone: '0712',
  };
  const note = 'Plot 3';
  const notification = { type: 'general', message: 'Habari', category: 'test' };
  return {
    'POST /api/auth/register': { name: 'Amina', email: uniqueEmail('prop'), password: PASSWORD },
    'POST /api/auth/login': { email: world.email, password: PASSWORD },
    'POST /api/auth/forgot-password': { email: world.email },
    'POST /api/auth/reset-password': { email: world.email, code: '123456', password: 'a new password' },
    'POST /api/auth/verify-email': { code: '123456' },
    'POST /api/auth/verify-sms': { code: '123456' },
    'POST /api/auth/verify-captcha': { token: 'captcha' },
    'PUT /api/user/profile': { name: 'Wanjiku', phone_number: '+254712345678' },
    'PUT /api/user/password': { current_password: PASSWORD, password: 'another password' },
    'PUT /api/user/settings': {
      language: 'sw',
      profile: { theme_preference: 'dark' },
      notification_preferences: { sms_alerts: true },
    },
    'POST /api/farms/': farmBody,
    'POST /api/farms': farmBody,
    'PUT /api/farms/:farmId': farmBody,
    'POST /api/farms/:farmId/inventory': inputPayload(farm, {
      reorder_level: '5',
      max_level: 500,
      unit_cost: '12.50',
      expiry_date: '2030-01-31',
      purchase_date: '2024-02-29',
      description: 'Top dressing',
    }),
    'PUT /api/farms/:farmId/inventory/:itemId': {
      name: 'CAN Fertilizer',
      category: 'Fertilizer',
      unit: 'bags',
      reorder_level: 5,
      max_level: 50,
      expiry_date: '2030-01-31',
      unit_cost: '12.50',
      description: 'Top dressing',
    },
    'POST /api/farms/:farmId/inventory/:itemId/consume': { quantity: 1, note },
    'POST /api/farms/:farmId/inventory/:itemId/harvest': { quantity: 1, note },
    'POST /api/farms/:farmId/inventory/:itemId/sale': { quantity: 1, note },
    'POST /api/farms/:farmId/inventory/:itemId/receive': {
      quantity: '2.5',
      unit_cost: 3,
      supplier_id: farm.supplierId,
      note,
    },
    'POST /api/farms/:farmId/inventory/:itemId/transfer': {
      quantity: 1,
      to_location_id: farm.locations[1],
      note,
    },
    'POST /api/farms/:farmId/inventory/:itemId/adjust': { counted_quantity: '7', note: 'recount' },
    'POST /api/widget/:key/inventory/:itemId/consume': { quantity: 1, note },
    'POST /api/widget/:key/inventory/:itemId/transfer': {
      quantity: 1,
      to_location_id: farm.locations[1],
      note,
    },
    'POST /api/inventory/storage-locations/': location,
    'POST /api/inventory/storage-locations': location,
    'PUT /api/inventory/storage-locations/:id': location,
    'POST /api/suppliers/': supplier,
    'POST /api/suppliers': supplier,
    'PUT /api/suppliers/:id': supplier,
    'PUT /api/farmer/notification-preferences': {
      preferences: [{ type: 'weather', channels: { sms: true } }],
    },
    'POST /api/notifications/fcm-token': { token: 'device-2', platform: 'extension' },
    'DELETE /api/notifications/fcm-token': { token: world.deviceToken },
    'POST /api/test/generate-notification': notification,
    'POST /api/test-notification': notification,
    'POST /api/admin/notifications/system/test-browser-notification': {
      title: 'Mvua',
      message: 'Mvua kubwa kesho',
      icon: '/icons/notification-icon.png',
      play_sound: false,
    },
    'POST /api/embed-keys': {
      name: 'Coop site',
      farm_id: farm.farmId,
      allowed_origins: ['https://coop.example.org'],
      scopes: ['inventory:read'],
    },
    'POST /api/notification-logs/:id/read': { notification_id: world.notificationId },
    'POST /api/widget/:key/broadcasting/auth': { socket_id: '1234.5678', channel_name: 'private-farm.1' },
  };
}

async function seedWorld(t: TestApp): Promise<World> {
  const farm = await createTestFarm(t);
  await t.db.update(users).set({ userType: 'superadmin' }).where(eq(users.id, farm.userId));
  const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, farm.userId));
  const item = await createItem(t, farm);
  const call = client(t, farm.token);
  const note = await call.post('/api/test-notification', { message: 'Mbolea imefika.' });
  expect(note.statusCode, note.body).toBe(200);
  const key = await call.post('/api/embed-keys', {
    name: 'Coop site',
    farm_id: farm.farmId,
    allowed_origins: ['https://coop.example.org'],
    scopes: ['inventory:read', 'inventory:write'],
  });
  expect(key.statusCode, key.body).toBeLessThan(300);
  const device = await call.post('/api/notifications/fcm-token', { token: 'device-1' });
  expect(device.statusCode, device.body).toBe(200);
  const embed = (key.json() as { data: { id: string; publishable_key: string } }).data;
  return {
    farm,
    email: user!.email,
    itemId: item.id,
    notificationId: (note.json() as { notification: { id: string } }).notification.id,
    embedKeyId: embed.id,
    publishableKey: embed.publishable_key,
    deviceToken: 'device-1',
  };
}

/**
 * The body's kind. Of a discriminated union (the item types), the option the valid body takes: a field only
 * another option has would be dropped, not refused.
 */
function bodyKind(schema: unknown, base: unknown): Kind {
  const def = defOf(schema);
  if (def.type !== 'union' || typeof def.discriminator !== 'string') return kindOf(schema);
  const tag = (base as Record<string, unknown> | undefined)?.[def.discriminator];
  const options = def.options as unknown[];
  const chosen = options.find((option) => {
    const field = (defOf(option).shape as Record<string, unknown>)[def.discriminator as string];
    return ((defOf(field).values as unknown[] | undefined) ?? []).includes(tag);
  });
  return kindOf(chosen ?? options[0]);
}

function writeRoutes(t: TestApp, world: World): Route[] {
  const bodies = validBodies(world);
  const seen = new Set<string>();
  const routes: Route[] = [];
  // The routes as the app declared them (server/modules/farms/route-access.ts), with their schemas.
  for (const { method, url, schema } of t.app.routeAccess) {
    if (!WRITE_METHODS.has(method) || seen.has(`${method} ${url}`)) continue;
    seen.add(`${method} ${url}`);
    const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const query = schema?.querystring ? kindOf(schema.querystring) : undefined;
    routes.push({
      method,
      url,
      params: Object.fromEntries(names.map((name) => [name, paramValue(world, url, name)])),
      queryKeys: Object.keys(query?.shape ?? {}),
      body: schema?.body ? bodyKind(schema.body, bodies[`${method} ${url}`]) : undefined,
      base: bodies[`${method} ${url}`],
    });
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------------------------
// What the database holds: rows and a checksum per table.

async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const tables = (await t.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const parts = tables.rows.map(
    ({ tablename }) =>
      `select '${tablename}' as name, count(*)::text || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as state from "${tablename}" r`,
  );
  const result = (await t.db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; state: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.state]));
}

/**
 * The next transaction id: a request that writes nothing (reads never take one) leaves it where it was, so the
 * full snapshot is compared only when something wrote.
 */
async function nextTransactionId(t: TestApp): Promise<string> {
  const result = (await t.db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
  )) as unknown as { rows: { xid: string }[] };
  return result.rows[0]!.xid;
}

function requestOf(route: Route, draft: Draft) {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(draft.params[name]!));
  const query = new URLSearchParams(draft.query).toString();
  return {
    method: route.method as 'POST',
    url: query ? `${path}?${query}` : path,
    payload: draft.body === undefined ? undefined : JSON.stringify(draft.body),
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
  };
}

describe('every write endpoint refuses bad input without a 500 or a stored change', () => {
  let t: TestApp;
  let world: World;
  let routes: Route[];

  beforeAll(async () => {
    t = await createTestApp();
    world = await seedWorld(t);
    routes = writeRoutes(t, world);
  });
  afterAll(() => t.close());

  it('finds the write endpoints from the app itself', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names.length).toBeGreaterThan(40);
    expect(names).toContain('POST /api/farms/:farmId/inventory/:itemId/adjust');
    expect(names).toContain('PUT /api/user/settings');
    // The fields' kinds are read right, so the generated values aim at what each field takes.
    const body = (method: string, url: string) =>
      routes.find((route) => route.method === method && route.url === url)?.body?.shape ?? {};
    const item = body('POST', '/api/farms/:farmId/inventory');
    expect([item.quantity?.type, item.expiry_date?.type, item.unit?.type]).toEqual([
      'number',
      'date',
      'enum',
    ]);
    expect(item.unit_cost).toMatchObject({ nullable: true, optional: true });
    expect(body('POST', '/api/farms/:farmId/inventory/:itemId/adjust').counted_quantity).toMatchObject({
      type: 'number',
      nullable: false,
      optional: false,
    });
  });

  it('answers 4xx (422 once the input is read) and changes nothing, for generated bad input', async () => {
    const failures: string[] = [];
    const start = await snapshot(t);
    let before = start;
    let xid = await nextTransactionId(t);
    /** The tables whose rows differ from the start, looked at only when a transaction ran since the last look. */
    const changedTables = async () => {
      const now = await nextTransactionId(t);
      if (now === xid) return [];
      xid = now;
      const after = await snapshot(t);
      return Object.keys({ ...before, ...after }).filter((table) => after[table] !== before[table]);
    };
    for (const [index, route] of routes.entries()) {
      // A route judged on its own: a change another route let through is reported once, there.
      if ((await nextTransactionId(t)) !== xid) {
        before = await snapshot(t);
        xid = await nextTransactionId(t);
      }
      const statuses = new Set<number>();
      const draftArb = fc
        .tuple(
          fc.array(noiseMutations(route), { maxLength: 2 }),
          fc.array(badMutations(route), { minLength: 1, maxLength: 2 }),
        )
        .map(([noise, bad]) => {
          const draft: Draft = { body: structuredClone(route.base), params: { ...route.params }, query: {} };
          // Noise first, so it never undoes the mutation that makes the request bad.
          for (const mutate of [...noise, ...bad]) mutate(draft);
          return draft;
        });
      const outcome = await fc.check(
        fc.asyncProperty(draftArb, async (draft) => {
          const request = requestOf(route, draft);
          const res = await t.app.inject({
            ...request,
            headers: { ...request.headers, ...bearer(world.farm.token) },
          });
          statuses.add(res.statusCode);
          if (res.statusCode < 400 || res.statusCode >= 500)
            throw new Error(
              `${request.method} ${request.url} ${request.payload ?? ''} → ${res.statusCode} ${res.body}`,
            );
          const changed = await changedTables();
          if (changed.length > 0)
            throw new Error(
              `${request.method} ${request.url} ${request.payload ?? ''} changed ${changed.join(', ')}`,
            );
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED + index, endOnFailure: true },
      );
      if (outcome.failed)
        failures.push(fc.defaultReportMessage(outcome) ?? `${route.method} ${route.url} failed`);
      else if (!statuses.has(422))
        failures.push(`${route.method} ${route.url}: never reached validation (${[...statuses].join(', ')})`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t)).toEqual(start);
  }, 120_000);
});
