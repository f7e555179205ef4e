// A person's page: role and terms, contact, the farms shared with the caller, their recent changes in words of
// the current language, and Edit and Remove only where the caller's role allows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { makeOwner, makeStaffDetail } from '../testing/fixtures';
import { StaffDetail } from './staff-detail';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const detail = (callerRole: 'owner' | 'manager' = 'owner', permissions?: string[]) =>
  renderFeature(
    <StaffDetail farmId="f1" farmName="Mlima Farm" staffId="u-worker" callerRole={callerRole} />,
    {
      permissions,
    },
  );

describe('StaffDetail', () => {
  it('shows the person’s work, contact, shared farms and recent activity', async () => {
    fake = fakeApi(() => ({ data: makeStaffDetail() }));
    detail();
    expect(await screen.findByRole('heading', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
    expect(fake.calls[0]!.url).toBe('/api/farms/f1/staff/u-worker');
    expect(screen.getByText('450 per day')).toBeInTheDocument();
    expect(screen.getByText('Field team')).toBeInTheDocument();
    expect(screen.getByText('Mlima Farm: Worker')).toBeInTheDocument();
    expect(screen.getByText('Used stock · Inventory')).toBeInTheDocument();
    expect(screen.getByText('Used 5 kg of DAP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/farmer/staff/u-worker/edit');
  });

  it('removes the person after confirmation and goes back to the list', async () => {
    fake = fakeApi((call) =>
      call.method === 'delete'
        ? { success: true, message: 'Wanjiru Kamau was removed from the farm.' }
        : { data: makeStaffDetail() },
    );
    detail();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from farm' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Wanjiru Kamau from the farm?' });
    expect(dialog).toHaveTextContent('from their next click on');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from farm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/farmer/staff'));
    expect(fake.calls.find((c) => c.method === 'delete')?.url).toBe('/api/farms/f1/staff/u-worker');
  });

  it('offers a manager no Edit or Remove on an owner, and a viewer of staff none at all', async () => {
    fake = fakeApi(() => ({ data: { ...makeStaffDetail(), ...makeOwner() } }));
    const manager = detail('manager');
    expect(await screen.findByRole('heading', { name: 'Amina Owner' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove from farm' })).not.toBeInTheDocument();
    manager.unmount();

    fake = fakeApi(() => ({ data: makeStaffDetail() }));
    detail('manager', ['staff.view']);
    expect(await screen.findByRole('heading', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove from farm' })).not.toBeInTheDocument();
  });
});
