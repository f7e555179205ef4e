// The authorization matrix (docs/product/roles-and-permissions.md, docs/decisions/035), generated from the route
// table: every API route declares who may call it, and every farm-scoped route answers each kind of caller as its
// declared permission says: 401 without a sign-in, 404 to someone of another farm, 403 naming the permission to a
// member whose role lacks it, and success to one whose role grants it. The 404 and 403 answers carry nothing of
// the farm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS, type FarmPermission } from '@/shared/contracts/farm-permissions';
import type { DeclaredRoute } from './route-access';
import { createTestApp, type TestApp } from '@/server/test/app';
import { MATRIX_SAMPLES } from './testing/matrix-samples';
import {
  CALLERS,
  CUSTOM_PERMISSIONS,
  seedMatrixWorld,
  type CallerName,
  type MatrixWorld,
} from './testing/matrix-world';

let t: TestApp;
let w: MatrixWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedMatrixWorld(t);
});
afterAll(() => t.close());

const routeName = (route: DeclaredRoute) => `${route.method} ${route.url}`;
const farmScoped = () => t.app.routeAccess.filter((route) => route.farmPermission !== undefined);

const GRANTS: Record<Exclude<CallerName, 'nonMember' | 'anonymous'>, readonly FarmPermission[]> = {
  owner: BUILT_IN_ROLE_PERMISSIONS.owner,
  manager: BUILT_IN_ROLE_PERMISSIONS.manager,
  worker: BUILT_IN_ROLE_PERMISSIONS.worker,
  viewer: BUILT_IN_ROLE_PERMISSIONS.viewer,
  custom: CUSTOM_PERMISSIONS,
};

/** What the caller must get: 'ok' is any 2xx. */
function expected(caller: CallerName, permission: FarmPermission): 'ok' | 401 | 403 | 404 {
  if (caller === 'anonymous') return 401;
  if (caller === 'nonMember') return 404;
  return GRANTS[caller].includes(permission) ? 'ok' : 403;
}

/** A refusal says why in general words: its fields only, and never the farm's name or id. */
function expectNothingLeaked(body: string, permission: FarmPermission, status: number) {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(json).sort()).toEqual(
    status === 403 ? ['code', 'message', 'missing_permission'] : ['code', 'message'],
  );
  if (status === 403) expect(json).toMatchObject({ code: 'forbidden', missing_permission: permission });
  expect(body).not.toContain(w.farm.name);
  expect(body).not.toContain(w.farm.farmId);
}

describe('the route table', () => {
  it('declares who may call every API route', () => {
    const routes = t.app.routeAccess;
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) {
      expect(route.farmPermission ?? route.access, routeName(route)).toBeDefined();
    }
  });

  it('has a matrix sample for every farm-scoped route, and none for a route that is gone', () => {
    const names = farmScoped().map(routeName);
    expect(names.length).toBeGreaterThan(40);
    expect(
      names.filter((name) => !MATRIX_SAMPLES[name]),
      'add these to testing/matrix-samples.ts',
    ).toEqual([]);
    expect(Object.keys(MATRIX_SAMPLES).filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('every farm-scoped route × every kind of caller', () => {
  it.each(CALLERS)('answers the %s as the route’s permission says', async (callerName) => {
    const caller = w.callers[callerName];
    const wrong: string[] = [];
    for (const route of farmScoped()) {
      const sample = MATRIX_SAMPLES[routeName(route)];
      if (!sample) continue; // reported by the test above
      const permission = route.farmPermission!;
      const request = await sample(w, caller);
      const res = await w.as(caller, request);
      const want = expected(callerName, permission);
      const ok = want === 'ok' ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === want;
      if (!ok) wrong.push(`${routeName(route)} (${permission}): ${res.statusCode} ${res.body.slice(0, 160)}`);
      else if (want === 403 || want === 404) expectNothingLeaked(res.body, permission, want);
    }
    expect(wrong).toEqual([]);
  });
});
