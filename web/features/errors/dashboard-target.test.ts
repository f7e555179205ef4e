import { describe, expect, it } from 'vitest';
import { dashboardPath } from '@/shared/session/dashboard';
import { errorPageDashboard, errorPageDashboardFor } from './dashboard-target';

describe('error-page dashboard target (docs/product/web-app.md)', () => {
  it.each([
    'superadmin',
    'organization',
    'farmer',
    'individual',
    ' Farmer ',
    'SUPERADMIN',
    'staff',
    'dashboard',
    '',
    null,
    undefined,
  ])('matches the shared dashboard rule for %o', (type) => {
    expect(errorPageDashboardFor(type)).toBe(dashboardPath(type, { onErrorPage: true }));
  });

  it('sends a signed-out visitor home', () => {
    expect(errorPageDashboard()).toBe('/');
  });

  it('reads the stored user', () => {
    localStorage.setItem('user', JSON.stringify({ user_type: 'organization' }));
    expect(errorPageDashboard()).toBe('/org/dashboard');
    localStorage.setItem('user', JSON.stringify({ name: 'no type' }));
    expect(errorPageDashboard()).toBe('/farmer/dashboard');
  });
});
