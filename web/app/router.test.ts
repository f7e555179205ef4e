import { describe, expect, it, vi } from 'vitest';
import { patchAreaRoutes } from './router';

type Patch = Parameters<typeof patchAreaRoutes>[0]['patch'];

function call(path: string, patch: Patch) {
  return patchAreaRoutes({
    path,
    patch,
    matches: [],
    signal: new AbortController().signal,
    fetcherKey: undefined,
  });
}

describe('patchAreaRoutes (every table but the public pages loads on the first visit that needs it)', () => {
  it('patches each table once, with the pages of docs/product/web-app.md', async () => {
    const patch = vi.fn<Patch>();
    await call('/organization/reports/x', patch);
    await call('/login', patch);
    expect(patch.mock.calls.map(([id]) => id)).toEqual(['root', 'public-layout']);
    const [, appChildren] = patch.mock.calls[0]!;
    const [, testPages] = patch.mock.calls[1]!;
    expect(appChildren.map((route) => route.path).filter(Boolean)).toEqual(
      expect.arrayContaining(['/404', '/403', '/500', '/maintenance']),
    );
    expect(testPages.map((route) => route.path)).toContain('/test-notifications');
    patch.mockClear();

    await call('/farmer/settings/regional', patch);
    await call('/farmer/farms/7/inventory', patch);
    expect(patch).toHaveBeenCalledTimes(1);
    const [areaId, children] = patch.mock.calls[0]!;
    expect(areaId).toBe('farmer-area');
    // Pages behind a layout without a path of its own (a permission gate) still sit at the top of the area.
    type Route = (typeof children)[number];
    const topLevel = (routes: Route[]): Route[] =>
      routes.flatMap((route) => (route.path || route.index ? [route] : topLevel(route.children ?? [])));
    const topPaths = topLevel(children)
      .map((route) => route.path)
      .filter(Boolean);
    expect(topPaths).toEqual(
      expect.arrayContaining(['dashboard', 'finances', 'pos', 'farms/:farmId', 'inventory', 'settings']),
    );

    await call('/admin/system-settings', patch);
    expect(patch).toHaveBeenCalledTimes(2);
    expect(patch.mock.calls[1]![0]).toBe('admin-area');
  });

  it('patches nothing for a navigation that was cancelled meanwhile', async () => {
    vi.resetModules();
    const { patchAreaRoutes: fresh } = await import('./router');
    const patch = vi.fn<Patch>();
    const controller = new AbortController();
    controller.abort();
    await fresh({ path: '/login', patch, matches: [], signal: controller.signal, fetcherKey: undefined });
    expect(patch).not.toHaveBeenCalled();
  });
});
