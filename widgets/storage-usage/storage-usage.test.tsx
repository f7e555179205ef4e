// <farm-storage-usage>: each location with the shared usage bar, and farm-location-select out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { installFakeWidgetServer, makeLocation } from '../testing/fake-widget-server';
import { mountWidget } from '../testing/mount';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<farm-storage-usage>', () => {
  it('shows every location with its usage, coloured by the shared rule, and sends the chosen one', async () => {
    const store = { ...makeLocation('store', 'Main store'), current_utilization: '460' };
    const cold = { ...makeLocation('cold', 'Cold room'), capacity: '0' };
    installFakeWidgetServer(['inventory:read'], { locations: [store, cold] });
    const { view } = mountWidget(
      '<farm-storage-usage publishable-key="{key}" heading="Our stores"></farm-storage-usage>',
    );
    expect(await view.findByRole('heading', { name: 'Our stores' })).toBeInTheDocument();
    expect(await view.findByText('92% · 460 of 500 kg')).toBeInTheDocument();
    expect(view.getByLabelText('Usage of Main store').closest('[data-usage-colour]')).toHaveAttribute(
      'data-usage-colour',
      'red',
    );
    expect(view.getByText('No capacity set')).toBeInTheDocument();
    const chosen = vi.fn();
    document.addEventListener('farm-location-select', (e) =>
      chosen((e as CustomEvent<{ id: string }>).detail.id),
    );
    fireEvent.click(view.getByRole('button', { name: /Cold room/ }));
    expect(chosen).toHaveBeenCalledWith('cold');
  });

  it('says which stock the usage leaves out, by unit', async () => {
    const store = {
      ...makeLocation('store', 'Main store'),
      current_utilization: '120',
      uncounted_items: 2,
      uncounted_units: ['pieces'],
    };
    installFakeWidgetServer(['inventory:read'], { locations: [store] });
    const { view } = mountWidget('<farm-storage-usage publishable-key="{key}"></farm-storage-usage>');
    expect(
      await view.findByText('2 items are not counted in the usage: pieces does not convert to kg.'),
    ).toBeInTheDocument();
  });
});
