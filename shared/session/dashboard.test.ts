import { describe, expect, it } from 'vitest';
import { dashboardPath, isFarmerLike, normalizeUserType } from './dashboard';

describe('normalizeUserType (docs/product/accounts.md: case-insensitive, default farmer)', () => {
  it.each([
    ['superadmin', 'superadmin'],
    ['SuperAdmin', 'superadmin'],
    [' FARMER ', 'farmer'],
    ['Organization', 'organization'],
    ['individual', 'individual'],
    [undefined, 'farmer'],
    [null, 'farmer'],
    ['', 'farmer'],
    ['cooperative', 'unknown'],
  ] as const)('%s → %s', (input, expected) => {
    expect(normalizeUserType(input)).toBe(expected);
  });

  it.each([
    ['farmer', true],
    ['Individual', true],
    [null, true],
    ['superadmin', false],
    ['organization', false],
  ] as const)('isFarmerLike(%s) is %s', (input, expected) => {
    expect(isFarmerLike(input)).toBe(expected);
  });
});

describe('dashboardPath (docs/product/accounts.md table)', () => {
  it.each([
    ['superadmin', false, '/admin/dashboard'],
    ['SUPERADMIN', false, '/admin/dashboard'],
    ['organization', false, '/org/dashboard'],
    ['farmer', false, '/farmer/dashboard'],
    ['individual', false, '/farmer/dashboard'],
    [undefined, false, '/farmer/dashboard'],
    ['cooperative', false, '/dashboard'],
    ['cooperative', true, '/'],
    ['superadmin', true, '/admin/dashboard'],
    ['farmer', true, '/farmer/dashboard'],
  ] as const)('%s (error page: %s) → %s', (type, onErrorPage, expected) => {
    expect(dashboardPath(type, { onErrorPage })).toBe(expected);
  });
});
