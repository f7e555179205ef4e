import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import type { Farm } from '@/shared/contracts/farms';
import { canChangeStock, canSeeStock } from './farm-access';

const farm = (permissions: unknown) => ({ permissions }) as Pick<Farm, 'permissions'>;

describe('what the extension offers per farm (docs/decisions/035)', () => {
  it.each([
    ['owner', true, true],
    ['worker', true, true],
    ['viewer', true, false],
  ] as const)('a %s may see stock: %s, change it: %s', (role, see, change) => {
    expect(canSeeStock(farm(BUILT_IN_ROLE_PERMISSIONS[role]))).toBe(see);
    expect(canChangeStock(farm(BUILT_IN_ROLE_PERMISSIONS[role]))).toBe(change);
  });

  it('a custom role without inventory sees nothing', () => {
    expect(canSeeStock(farm(['farms.view', 'finances.view']))).toBe(false);
  });

  it('a farm list cached before permissions were lists grants nothing', () => {
    const old = farm({ inventory: 'write' });
    expect(canSeeStock(old)).toBe(false);
    expect(canChangeStock(old)).toBe(false);
  });
});
