import { describe, expect, it } from 'vitest';
import { decideFarmAccess, decideRoute, type RouteDecision, type RouteGateInput } from './route-gate';

const as = (user_type: string | null) => ({ user_type });
const farmerArea = ['farmer'];
const adminArea = ['superadmin'];

describe('decideRoute (docs/product/accounts.md Route gate)', () => {
  it.each<[string, RouteGateInput, RouteDecision]>([
    [
      'loading shows the spinner',
      { loading: true, user: null, allowedRoles: farmerArea, pathname: '/farmer/farms' },
      { kind: 'loading' },
    ],
    [
      'loading wins over a user',
      { loading: true, user: as('farmer'), guestOnly: true, pathname: '/login' },
      { kind: 'loading' },
    ],
    [
      'no user goes to /login remembering the origin',
      { loading: false, user: null, allowedRoles: farmerArea, pathname: '/farmer/farms/7' },
      { kind: 'redirect', to: '/login', rememberFrom: '/farmer/farms/7' },
    ],
    [
      'the origin keeps its query',
      { loading: false, user: undefined, pathname: '/verification', search: '?step=sms' },
      { kind: 'redirect', to: '/login', rememberFrom: '/verification?step=sms' },
    ],
    [
      'a farmer enters the farmer area',
      { loading: false, user: as('farmer'), allowedRoles: farmerArea, pathname: '/farmer/dashboard' },
      { kind: 'allow' },
    ],
    [
      'roles compare case-insensitively',
      { loading: false, user: as('Farmer'), allowedRoles: ['FARMER'], pathname: '/farm-setup' },
      { kind: 'allow' },
    ],
    [
      'a missing type counts as farmer',
      { loading: false, user: as(null), allowedRoles: farmerArea, pathname: '/farmer/tasks' },
      { kind: 'allow' },
    ],
    [
      'an individual counts as farmer',
      { loading: false, user: as('individual'), allowedRoles: farmerArea, pathname: '/farmer/farms' },
      { kind: 'allow' },
    ],
    [
      'a superadmin enters the admin area',
      { loading: false, user: as('superadmin'), allowedRoles: adminArea, pathname: '/admin/staff' },
      { kind: 'allow' },
    ],
    [
      'a farmer in the admin area goes to the farmer dashboard',
      { loading: false, user: as('farmer'), allowedRoles: adminArea, pathname: '/admin/staff' },
      { kind: 'redirect', to: '/farmer/dashboard' },
    ],
    [
      'an individual in the admin area goes to the farmer dashboard',
      { loading: false, user: as('individual'), allowedRoles: adminArea, pathname: '/admin/dashboard' },
      { kind: 'redirect', to: '/farmer/dashboard' },
    ],
    [
      'a superadmin in the farmer area goes to the admin dashboard',
      { loading: false, user: as('superadmin'), allowedRoles: farmerArea, pathname: '/farmer/farms' },
      { kind: 'redirect', to: '/admin/dashboard' },
    ],
    [
      'an organization in the farmer area goes to /',
      { loading: false, user: as('organization'), allowedRoles: farmerArea, pathname: '/farmer/farms' },
      { kind: 'redirect', to: '/' },
    ],
    [
      'an unknown type in the admin area goes to /',
      { loading: false, user: as('cooperative'), allowedRoles: adminArea, pathname: '/admin/ai' },
      { kind: 'redirect', to: '/' },
    ],
    [
      'an empty role list admits anyone signed in',
      { loading: false, user: as('organization'), allowedRoles: [], pathname: '/verification' },
      { kind: 'allow' },
    ],
    [
      'no role list admits anyone signed in',
      { loading: false, user: as('cooperative'), pathname: '/design-system-showcase' },
      { kind: 'allow' },
    ],
    [
      'a guest sees a guest-only page',
      { loading: false, user: null, guestOnly: true, pathname: '/login' },
      { kind: 'allow' },
    ],
    [
      'a signed-in farmer on /login goes to the farmer dashboard',
      { loading: false, user: as('farmer'), guestOnly: true, pathname: '/login' },
      { kind: 'redirect', to: '/farmer/dashboard' },
    ],
    [
      'a signed-in superadmin on /register goes to the admin dashboard',
      { loading: false, user: as('SuperAdmin'), guestOnly: true, pathname: '/register' },
      { kind: 'redirect', to: '/admin/dashboard' },
    ],
    [
      'a signed-in organization on /forgot-password goes to its dashboard',
      { loading: false, user: as('organization'), guestOnly: true, pathname: '/forgot-password' },
      { kind: 'redirect', to: '/org/dashboard' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(decideRoute(input)).toEqual(expected);
  });
});

describe('decideFarmAccess (docs/decisions/035)', () => {
  const farm = (...permissions: string[]) => ({ permissions });
  it.each([
    [
      'waits for the farms',
      { loading: true, farm: farm('inventory.view'), requires: 'inventory.view' },
      'loading',
    ],
    [
      'opens what the role grants',
      { loading: false, farm: farm('inventory.view'), requires: 'inventory.view' },
      'allow',
    ],
    [
      'refuses what it does not',
      { loading: false, farm: farm('inventory.view'), requires: 'staff.view' },
      'denied',
    ],
    [
      'a view does not grant editing',
      { loading: false, farm: farm('farms.view'), requires: 'farms.edit' },
      'denied',
    ],
    [
      'leaves a user without a farm to the page',
      { loading: false, farm: null, requires: 'inventory.view' },
      'allow',
    ],
  ] as const)('%s', (_name, input, kind) => {
    expect(decideFarmAccess(input)).toEqual({ kind });
  });
});
