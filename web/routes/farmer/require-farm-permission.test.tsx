// The farm module pages open only for a role that grants their permission on the farm they work on (the farm in
// the address, else the current farm); anyone else reads that their role does not allow it (docs/decisions/035).
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { makeFarm, makeFarmWithCustomRole } from '@/shared/api/testing/farms';
import type { Farm } from '@/shared/contracts/farms';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { RequireFarmPermission } from './require-farm-permission';

let farms: Farm[] = [];
const fake = fakeApi((call) => {
  const one = farms.find((farm) => call.url === `/api/farms/${farm.id}`);
  return one ? { data: one } : { data: farms };
});
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const pages = (
  <Routes>
    <Route element={<RequireFarmPermission permission="inventory.view" />}>
      <Route path="/farmer/farms/:farmId/inventory" element={<h1>Farm stock</h1>} />
      <Route path="/farmer/inventory" element={<h1>Stock overview</h1>} />
    </Route>
    <Route element={<RequireFarmPermission permission="staff.view" />}>
      <Route path="/farmer/staff/roles" element={<h1>Roles</h1>} />
    </Route>
  </Routes>
);
const visit = (at: string) => renderFeature(pages, { path: '/*', at });

describe('RequireFarmPermission', () => {
  it('opens the page for a role that grants it', async () => {
    farms = [makeFarm({ role: 'viewer' })];
    visit('/farmer/farms/farm-1/inventory');
    expect(await screen.findByRole('heading', { name: 'Farm stock' })).toBeInTheDocument();
  });

  it('tells a viewer plainly that their role does not allow the staff pages', async () => {
    farms = [makeFarm({ role: 'viewer' })];
    visit('/farmer/staff/roles');
    expect(
      await screen.findByRole('heading', { name: 'Your role on this farm does not allow this' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are Viewer on Kilima Farm.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/farmer/dashboard',
    );
    expect(screen.queryByRole('heading', { name: 'Roles' })).not.toBeInTheDocument();
    // The current farm's page offers the switcher: another farm may allow it.
    expect(screen.getByLabelText('Current farm')).toBeInTheDocument();
  });

  it('checks the farm in the address, not the current farm, and names a custom role', async () => {
    farms = [
      makeFarm({ id: 'farm-1', name: 'Kilima Farm' }),
      makeFarmWithCustomRole('Bookkeeper', ['farms.view', 'finances.view'], {
        id: 'farm-2',
        name: 'Mto Farm',
      }),
    ];
    visit('/farmer/farms/farm-2/inventory');
    expect(
      await screen.findByRole('heading', { name: 'Your role on this farm does not allow this' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are Bookkeeper on Mto Farm.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current farm')).not.toBeInTheDocument();
  });

  it('leaves a farmer without a farm to the page itself', async () => {
    farms = [];
    visit('/farmer/inventory');
    expect(await screen.findByRole('heading', { name: 'Stock overview' })).toBeInTheDocument();
  });
});
