// The signed-in layout's sidebar lists the modules the current farm's role grants, and switching the farm in the
// sidebar's switcher switches them (docs/decisions/035). A superadmin, who has no farms, keeps the admin menu; an
// organization gets its own (docs/decisions/037).
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { makeFarm, makeFarmWithCustomRole } from '@/shared/api/testing/farms';
import { renderRoutes, storeSession } from '@/web/testing/render';
import { AppLayout } from './app-layout';

const fake = fakeApi((call) =>
  call.url === '/api/farms'
    ? {
        data: [
          makeFarm({ id: 'farm-1', name: 'Kilima', role: 'viewer' }),
          makeFarmWithCustomRole('Bookkeeper', ['farms.view', 'finances.view', 'reports.view'], {
            id: 'farm-2',
            name: 'Mto',
          }),
        ],
      }
    : { data: [] },
);
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));
// The inbox, realtime and the bell are not what this is about.
vi.mock('@/web/features/notifications/notifications-provider', () => ({
  NotificationsProvider: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/web/features/notifications/components/notification-bell', () => ({
  NotificationBell: () => null,
}));

const signIn = (user_type: string) => storeSession({ user_type });
const show = () =>
  renderRoutes([{ path: '*', element: <AppLayout /> }], { initialEntries: ['/farmer/dashboard'] });
const sidebar = () => screen.getByRole('navigation', { name: 'Main' });
const sections = () =>
  within(sidebar())
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the sidebar by the current farm', () => {
  beforeEach(() => {
    localStorage.clear();
    fake.calls.length = 0;
  });

  it("lists the current farm's modules and follows the switcher", async () => {
    signIn('farmer');
    show();
    const switcher = await screen.findByRole('combobox', { name: 'Current farm' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kilima (Viewer)', 'Mto (Bookkeeper)']);
    expect(sections()).toEqual([
      'Farm Management',
      'Finance',
      'Sales',
      'Inventory',
      'Task Management',
      'Reports',
      'Settings',
    ]);
    expect(within(sidebar()).queryByText('User Management')).not.toBeInTheDocument();

    await userEvent.selectOptions(switcher, 'farm-2');
    expect(await within(sidebar()).findByRole('button', { name: 'Finance' })).toBeInTheDocument();
    expect(sections()).toEqual(['Farm Management', 'Finance', 'Reports', 'Settings']);
  });

  it('keeps the admin menu for a superadmin, without a farm switcher', async () => {
    signIn('superadmin');
    show();
    expect(await within(sidebar()).findByRole('button', { name: 'AI Management' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Current farm' })).not.toBeInTheDocument();
    expect(fake.calls.filter((call) => call.url === '/api/farms')).toEqual([]);
  });

  it("gives an organization its own menu, without the farmer area's links or a farm switcher", async () => {
    signIn('organization');
    show();
    const dashboard = await within(sidebar()).findByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/org/dashboard');
    expect(within(sidebar()).queryByRole('button', { name: 'Farm Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Current farm' })).not.toBeInTheDocument();
    expect(fake.calls.filter((call) => call.url === '/api/farms')).toEqual([]);
  });
});
