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

describe('patchAreaRoutes (the farmer and admin route tables load on the first visit)', () => {
  it('patches each area once, with the pages of docs/product/web-app.md, and nothing for other paths', async () => {
    const patch = vi.fn<Patch>();
    await call('/about', patch);
    await call('/organization/reports/x', patch);
    expect(patch).not.toHaveBeenCalled();

    await call('/farmer/settings/regional', patch);
    await call('/farmer/farms/7/inventory', patch);
    expect(patch).toHaveBeenCalledTimes(1);
    const [areaId, children] = patch.mock.calls[0]!;
    expect(areaId).toBe('farmer-area');
    const topPaths = children.map((route) => route.path).filter(Boolean);
    expect(topPaths).toEqual(
      expect.arrayContaining(['dashboard', 'finances', 'pos', 'farms/:farmId', 'inventory', 'settings']),
    );

    await call('/admin/system-settings', patch);
    expect(patch).toHaveBeenCalledTimes(2);
    expect(patch.mock.calls[1]![0]).toBe('admin-area');
  });
});
