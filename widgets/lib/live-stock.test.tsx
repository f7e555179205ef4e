// <farm-inventory> and <farm-storage-usage> follow the farm's stock live: once their data shows, they join the key's
// realtime connection (the farm's stock channel comes with inventory:read) and load again on `inventory-changed`,
// or when the socket comes back after dropping. The server's side is server/modules/embed/widget-stock-realtime.test.ts;
// the whole path, end to end, tests/e2e/widgets.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { makeItem } from '@/shared/api/inventory.test-helper';
import { installFakeRealtime } from '../testing/fake-realtime';
import { installFakeWidgetServer, makeLocation } from '../testing/fake-widget-server';
import { mountWidget } from '../testing/mount';

// Before any widget asks for the realtime script: the page keeps the first one it loads.
installFakeRealtime();

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const dap = () =>
  makeItem({ id: 'dap', name: 'DAP Fertilizer', quantity: '40.00', unit: 'kg', location_id: 'store' });

describe('live stock', () => {
  it('loads the inventory page again when the farm’s stock changes elsewhere', async () => {
    const realtime = installFakeRealtime();
    const server = installFakeWidgetServer(['inventory:read'], {
      items: [dap()],
      locations: [makeLocation('store', 'Main store')],
    });
    const { view } = mountWidget('<farm-inventory publishable-key="{key}"></farm-inventory>');
    expect(await view.findByText('DAP Fertilizer')).toBeInTheDocument();
    await waitFor(() => expect(realtime.opened).toHaveLength(1));
    expect(realtime.opened[0]).toMatchObject({ farmId: 'farm-1', scopes: ['inventory:read'] });

    // Someone records a delivery of a new input in the web app: the widget hears of it and shows it.
    server.items = [...server.items, makeItem({ id: 'urea', name: 'Urea', location_id: 'store' })];
    const listed = server.calls.filter((c) => c.path.startsWith('inventory')).length;
    act(() => realtime.opened[0]!.onInventoryChange!());
    expect(await view.findByText('Urea')).toBeInTheDocument();
    expect(view.getByText('Showing 2 of 2 items')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path.startsWith('inventory'))).toHaveLength(listed + 1);
  });

  it('loads the storage usage again on a stock change, and after the socket comes back', async () => {
    const realtime = installFakeRealtime();
    const server = installFakeWidgetServer(['inventory:read'], {
      locations: [{ ...makeLocation('store', 'Main store'), current_utilization: '400' }],
    });
    const { view } = mountWidget('<farm-storage-usage publishable-key="{key}"></farm-storage-usage>');
    expect(await view.findByText('80% · 400 of 500 kg')).toBeInTheDocument();
    await waitFor(() => expect(realtime.opened).toHaveLength(1));
    const connection = realtime.opened[0]!;
    act(() => connection.onStateChange!('connected'));

    server.locations = [{ ...makeLocation('store', 'Main store'), current_utilization: '385' }];
    act(() => connection.onInventoryChange!());
    expect(await view.findByText('77% · 385 of 500 kg')).toBeInTheDocument();

    // Changes made while the socket was down are not announced again: coming back, the widget loads once.
    const loads = () => server.calls.filter((c) => c.path === 'storage-locations').length;
    act(() => connection.onStateChange!('disconnected'));
    server.locations = [{ ...makeLocation('store', 'Main store'), current_utilization: '250' }];
    const before = loads();
    act(() => connection.onStateChange!('connecting'));
    expect(loads()).toBe(before);
    act(() => connection.onStateChange!('connected'));
    expect(await view.findByText('50% · 250 of 500 kg')).toBeInTheDocument();
    expect(loads()).toBe(before + 1);
  });

  it('shares one connection between the widgets of one key, and leaves it when they go', async () => {
    const realtime = installFakeRealtime();
    installFakeWidgetServer(['inventory:read', 'notifications:read'], {
      items: [dap()],
      locations: [makeLocation('store', 'Main store')],
    });
    document.body.innerHTML =
      '<farm-inventory publishable-key="pk_live_shared"></farm-inventory>' +
      '<farm-storage-usage publishable-key="pk_live_shared"></farm-storage-usage>';
    await waitFor(() => expect(realtime.opened).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(realtime.opened).toHaveLength(1);
    expect(realtime.opened[0]!.scopes).toEqual(['inventory:read', 'notifications:read']);
    document.body.innerHTML = '';
    await waitFor(() => expect(realtime.disconnected).toBe(1));
  });
});
