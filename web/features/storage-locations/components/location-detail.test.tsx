// The location page: facts, usage, the note on items left out of the usage (decision 004), and the items slot.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { makeLocation } from '../location-fixture.test-helper';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { LocationDetail } from './location-detail';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

describe('LocationDetail', () => {
  it('asks under the farm, shows the facts and usage, and says how many items are not counted', async () => {
    fake = fakeApi(() => ({
      status: 'success',
      data: makeLocation({
        name: 'Milk cold room',
        capacity_unit: 'liters',
        item_count: 2,
        uncounted_items: 1,
      }),
    }));
    renderFeature(<LocationDetail farmId="f1" locationId="l1" itemsSlot={<p>items table</p>} />);
    expect(await screen.findByRole('heading', { name: 'Milk cold room' })).toBeInTheDocument();
    expect(fake.calls[0]?.url).toBe('/api/farms/f1/storage-locations/l1');
    expect(screen.getByRole('progressbar', { name: 'Usage of Milk cold room' })).toBeInTheDocument();
    expect(
      screen.getByText('1 item is not counted in the usage: its unit does not convert to liters.'),
    ).toBeInTheDocument();
    expect(screen.getByText('items table')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute(
      'href',
      '/farmer/farms/f1/locations/edit/l1',
    );
  });

  it('names the units it could not count, in the usage note (docs/decisions/004)', async () => {
    fake = fakeApi(() => ({
      status: 'success',
      data: makeLocation({
        name: 'Grain store',
        capacity_unit: 'tons',
        item_count: 5,
        uncounted_items: 3,
        uncounted_units: ['bags', 'pieces'],
      }),
    }));
    renderFeature(<LocationDetail farmId="f1" locationId="l1" />);
    expect(
      await screen.findByText(
        '3 items are not counted in the usage: bags and pieces do not convert to tons.',
      ),
    ).toBeInTheDocument();
  });

  it('gives a slot function the loaded location, whose farm may differ in the inventory area', async () => {
    fake = fakeApi(() => ({
      status: 'success',
      data: makeLocation({ farm_id: 'other', capacity_unit: 'sq m' }),
    }));
    renderFeature(
      <LocationDetail
        farmId="f1"
        locationId="l1"
        area="inventory"
        itemsSlot={(location) => <p>items of {location.farm_id}</p>}
      />,
    );
    expect(await screen.findByText('items of other')).toBeInTheDocument();
    expect(fake.calls[0]?.url).toBe('/api/inventory/storage-locations/l1');
    expect(screen.getByText(/entered by hand on the location form/)).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    const { ApiRequestError } = await import('@/shared/api/errors');
    fake = fakeApi(() => new ApiRequestError('Storage location not found.', { status: 404 }));
    renderFeature(<LocationDetail farmId="f1" locationId="nope" />);
    expect(await screen.findByText('Storage location not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
