// docs/product/storage-locations.md table: the columns, the usage colours at the 70 and 90 percent edges (docs/product/storage-locations.md), "No capacity set" at
// capacity 0, the hand-entered note for area units, the empty state and the actions' names.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StorageLocation } from '@/shared/api/storage-locations';
import { makeLocation } from '../location-fixture.test-helper';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { StorageTable } from './storage-table';

const table = (locations: StorageLocation[]) =>
  renderFeature(
    <StorageTable
      locations={locations}
      viewPath={(l) => `/view/${l.id}`}
      onEdit={vi.fn()}
      onDelete={vi.fn()}
    />,
  );

describe('StorageTable', () => {
  it('has the docs/product/storage-locations.md columns in order', () => {
    table([makeLocation()]);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Type', 'Capacity', 'Usage', 'Conditions', 'Actions']);
  });

  it.each([
    ['69', 'green', 'progress-success'],
    ['70', 'yellow', 'progress-warning'],
    ['89', 'yellow', 'progress-warning'],
    ['90', 'red', 'progress-error'],
  ])('colours %s of 100 kg %s', (used, colour, className) => {
    table([makeLocation({ current_utilization: used })]);
    const bar = screen.getByRole('progressbar', { name: 'Usage of Main store' });
    expect(bar).toHaveClass(className);
    expect(bar.closest('[data-usage-colour]')).toHaveAttribute('data-usage-colour', colour);
    expect(screen.getByText(`${used}% · ${used} of 100 kg`)).toBeInTheDocument();
  });

  it('says under the bar which stock it does not count, and nothing when everything counts', () => {
    table([
      makeLocation({ id: 'a', name: 'Main store', uncounted_items: 1, uncounted_units: ['pieces'] }),
      makeLocation({ id: 'b', name: 'Cold room', uncounted_items: 0, uncounted_units: [] }),
    ]);
    const [, main, cold] = screen.getAllByRole('row');
    expect(
      within(main!).getByText('1 item is not counted in the usage: pieces does not convert to kg.'),
    ).toBeInTheDocument();
    expect(within(cold!).queryByText(/not counted/)).toBeNull();
  });

  it('shows no bar and "No capacity set" when the capacity is 0', () => {
    table([makeLocation({ capacity: '0.00', current_utilization: '5' })]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('No capacity set')).toBeInTheDocument();
  });

  it('says the figure is entered by hand for area units only', () => {
    table([
      makeLocation({ id: 'a', name: 'Shed', capacity_unit: 'sq ft' }),
      makeLocation({ id: 'b', name: 'Silo', capacity_unit: 'tons' }),
    ]);
    const [shed, silo] = screen.getAllByRole('row').slice(1);
    expect(within(shed!).getByText('Entered by hand')).toBeInTheDocument();
    expect(within(silo!).queryByText('Entered by hand')).not.toBeInTheDocument();
  });

  it('shows the conditions with words', () => {
    table([
      makeLocation({ storage_conditions: { temperature_controlled: true, humidity_controlled: true } }),
    ]);
    expect(screen.getByText('Temperature controlled')).toBeInTheDocument();
    expect(screen.getByText('Humidity controlled')).toBeInTheDocument();
  });

  it('names each action after the location', () => {
    table([makeLocation({ name: 'Cold room' })]);
    expect(screen.getByRole('link', { name: 'View Cold room' })).toHaveAttribute('href', '/view/l1');
    expect(screen.getByRole('button', { name: 'Edit Cold room' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Cold room' })).toBeInTheDocument();
  });

  it('reads "No storage locations" when there are none', () => {
    table([]);
    expect(screen.getByText('No storage locations')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
