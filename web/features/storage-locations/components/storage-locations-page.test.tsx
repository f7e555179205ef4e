// The screen around the table: the docs/product/storage-locations.md load failure with Retry and no sample locations (decision 002), and
// delete with confirmation, where a 409 shows the server's message.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { makeLocation } from '../location-fixture.test-helper';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { StorageLocationsPage } from './storage-locations-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const list = { status: 'success', data: [makeLocation({ name: 'Main store' })] };
const page = () => renderFeature(<StorageLocationsPage farmId="f1" area="inventory" />);

describe('StorageLocationsPage', () => {
  it('asks for the farm by farm_id and shows its locations', async () => {
    fake = fakeApi(() => list);
    page();
    expect(await screen.findByRole('link', { name: 'View Main store' })).toHaveAttribute(
      'href',
      '/farmer/inventory/storage-locations/l1',
    );
    expect(fake.calls[0]).toMatchObject({ method: 'get', url: '/api/inventory/storage-locations' });
  });

  it('shows the docs/product/storage-locations.md load failure with Retry, and no invented locations', async () => {
    let fail = true;
    fake = fakeApi(() =>
      fail ? new ApiRequestError('Request failed with status 500', { status: 500 }) : list,
    );
    page();
    expect(
      await screen.findByText('Failed to load storage locations. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No storage locations')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Main store')).toBeInTheDocument();
  });

  it('reads "No storage locations" for a farm without any', async () => {
    fake = fakeApi(() => ({ status: 'success', data: [] }));
    page();
    expect(await screen.findByText('No storage locations')).toBeInTheDocument();
  });

  it('asks before deleting and shows the 409 message of a location that still holds stock', async () => {
    const message = 'This location still holds 2 items. Move or use up the stock before deleting it.';
    fake = fakeApi((call) =>
      call.method === 'delete'
        ? new ApiRequestError(message, { status: 409, code: 'location_not_empty' })
        : list,
    );
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Main store' }));
    expect(screen.getByRole('dialog', { name: 'Delete Main store?' })).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'delete')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete location' }));
    expect(await screen.findByText('Failed to delete location')).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('dialog', { name: 'Delete Main store?' })).toBeInTheDocument();
  });

  it('deletes after confirmation with the docs/product/storage-locations.md toast', async () => {
    fake = fakeApi((call) =>
      call.method === 'delete' ? { status: 'success', message: 'Storage location deleted' } : list,
    );
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Main store' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete location' }));
    expect(await screen.findByText('Storage location deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls.find((c) => c.method === 'delete')?.url).toBe('/api/inventory/storage-locations/l1');
  });

  it('hides the write actions from a viewer (docs/decisions/035)', async () => {
    fake = fakeApi(() => list);
    renderFeature(<StorageLocationsPage farmId="f1" area="farm" />, {
      permissions: BUILT_IN_ROLE_PERMISSIONS.viewer,
    });
    expect(await screen.findByRole('link', { name: 'View Main store' })).toHaveAttribute(
      'href',
      '/farmer/farms/f1/locations/l1',
    );
    expect(screen.queryByRole('button', { name: 'Delete Main store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add location/ })).not.toBeInTheDocument();
  });

  it('offers each action its own permission: a worker adds and edits but never deletes', async () => {
    fake = fakeApi(() => list);
    renderFeature(<StorageLocationsPage farmId="f1" area="farm" />, {
      permissions: BUILT_IN_ROLE_PERMISSIONS.worker,
    });
    expect(await screen.findByRole('button', { name: 'Edit Main store' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add location/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Main store' })).not.toBeInTheDocument();
  });

  it('reads the permissions of the farm shown, not of another farm', async () => {
    fake = fakeApi(() => list);
    renderFeature(<StorageLocationsPage farmId="f1" area="farm" />, {
      permissions: (farmId) => (farmId === 'f2' ? BUILT_IN_ROLE_PERMISSIONS.owner : []),
    });
    expect(await screen.findByRole('link', { name: 'View Main store' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Main store' })).not.toBeInTheDocument();
  });
});
