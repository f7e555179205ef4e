import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { makeItem, pageOf } from '@/shared/api/inventory.test-helper';
import { renderWithProviders } from '@/web/testing/render';
import { createFakeApi } from '../testing/fake-api';
import { LocationItems } from './location-items';

const fake = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeApi> | null }));
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.current!.api }));

describe('LocationItems', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it("counts the location's items, not the farm's, and pages through them (decision 014)", async () => {
    fake.current = createFakeApi();
    // 30 items here, 50 on the farm: the server counts the farm as unfiltered, the location is a filter to it.
    fake.current.on('get', /^\/api\/farms\/farm-1\/inventory$/, () =>
      pageOf([makeItem({ name: 'Urea' })], { total: 30, unfiltered_total: 50 }),
    );
    renderWithProviders(<LocationItems farmId="farm-1" locationId="loc-1" />);
    expect(await screen.findByText('Showing 30 of 30 items')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(fake.current.callsTo('get', /inventory$/)[0]?.params).toMatchObject({ location_id: 'loc-1' });
  });
});
