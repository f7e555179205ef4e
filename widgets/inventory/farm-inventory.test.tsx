// <farm-inventory>: the shared table and filters inside an open shadow root, read-only unless the key allows
// inventory:write, with composed events out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { makeItem } from '@/shared/api/inventory.test-helper';
import { installFakeWidgetServer, makeLocation } from '../testing/fake-widget-server';
import { mountWidget } from '../testing/mount';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const stock = () => ({
  items: [
    makeItem({ id: 'dap', name: 'DAP Fertilizer', quantity: '40.00', unit: 'kg', location_id: 'store' }),
  ],
  locations: [makeLocation('store', 'Main store'), makeLocation('cold', 'Cold room')],
});

describe('<farm-inventory>', () => {
  it('shows the farm’s items in an open shadow root, read-only for a read key', async () => {
    installFakeWidgetServer(['inventory:read'], stock());
    const { host, view } = mountWidget('<farm-inventory publishable-key="{key}"></farm-inventory>');
    expect(host.shadowRoot?.mode).toBe('open');
    await view.findByRole('heading', { name: 'Inventory · Kilima Farm' });
    expect(await view.findByText('DAP Fertilizer')).toBeInTheDocument();
    expect(view.getByText('Showing 1 of 1 items')).toBeInTheDocument();
    expect(view.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Consume DAP Fertilizer' })).toBeNull();
  });

  it('offers Consume with a write key, and sends farm-stock-change with the updated item', async () => {
    const server = installFakeWidgetServer(['inventory:read', 'inventory:write'], stock());
    const { view } = mountWidget('<farm-inventory publishable-key="{key}"></farm-inventory>');
    const changes: unknown[] = [];
    document.addEventListener('farm-stock-change', (e) => changes.push((e as CustomEvent).detail));
    fireEvent.click(await view.findByRole('button', { name: 'Consume DAP Fertilizer' }));
    fireEvent.change(view.getByLabelText('Quantity (kg)'), { target: { value: '0' } });
    fireEvent.click(view.getByRole('button', { name: 'Consume' }));
    expect(await view.findByText('Enter a quantity above 0.')).toBeInTheDocument();
    fireEvent.change(view.getByLabelText('Quantity (kg)'), { target: { value: '15' } });
    fireEvent.click(view.getByRole('button', { name: 'Consume' }));
    expect(await view.findByText('Used 15 kg of DAP Fertilizer.')).toBeInTheDocument();
    expect(changes).toEqual([{ action: 'consume', item: expect.objectContaining({ quantity: '25.00' }) }]);
    expect(server.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/consume'))).toHaveLength(2);
  });

  it('drops Consume when the key creator may no longer change stock, saying why (docs/decisions/035)', async () => {
    const server = installFakeWidgetServer(['inventory:read', 'inventory:write'], stock());
    const { view } = mountWidget('<farm-inventory publishable-key="{key}"></farm-inventory>');
    fireEvent.click(await view.findByRole('button', { name: 'Consume DAP Fertilizer' }));
    // Meanwhile the creator's role on the farm lost inventory.edit: the server refuses the write.
    server.scopes = ['inventory:read'];
    fireEvent.change(view.getByLabelText('Quantity (kg)'), { target: { value: '5' } });
    fireEvent.click(view.getByRole('button', { name: 'Consume' }));
    expect(await view.findByRole('alert')).toHaveTextContent(
      'This embed key does not allow: Change inventory.',
    );
    await waitFor(() => expect(view.queryByRole('button', { name: 'Consume DAP Fertilizer' })).toBeNull());
    expect(view.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(view.getByText('DAP Fertilizer')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === 'session')).toHaveLength(2);
  });

  it('sends farm-item-select, bubbling out of the shadow root, when an item is chosen', async () => {
    installFakeWidgetServer(['inventory:read'], stock());
    const { view } = mountWidget('<farm-inventory publishable-key="{key}"></farm-inventory>');
    const chosen = vi.fn();
    document.addEventListener('farm-item-select', (e) => {
      chosen((e as CustomEvent<{ name: string }>).detail.name, e.bubbles, e.composed);
    });
    fireEvent.click(await view.findByRole('button', { name: 'DAP Fertilizer' }));
    expect(chosen).toHaveBeenCalledWith('DAP Fertilizer', true, true);
  });

  it('asks the server again when a filter changes', async () => {
    const server = installFakeWidgetServer(['inventory:read'], stock());
    const { view } = mountWidget('<farm-inventory publishable-key="{key}"></farm-inventory>');
    await view.findByText('DAP Fertilizer');
    await act(async () => {
      fireEvent.change(view.getByLabelText('Status'), { target: { value: 'low' } });
    });
    await waitFor(() => expect(server.calls.some((c) => c.path.includes('status=low'))).toBe(true));
    expect(await view.findByText('No Inventory Items Found')).toBeInTheDocument();
    // Matching items against every item of the farm (docs/product/widgets.md, decision 014).
    expect(view.getByText('Showing 0 of 1 items')).toBeInTheDocument();
  });

  it('says in words why it shows nothing on a site the key does not allow', async () => {
    installFakeWidgetServer(['inventory:read'], { ...stock(), refuse: true });
    const { view } = mountWidget('<farm-inventory publishable-key="{key}"></farm-inventory>');
    expect(await view.findByRole('alert')).toHaveTextContent(
      /This widget cannot be shown on http:\/\/localhost(:\d+)?: its embed key was revoked, or this site is not on the key’s allowed origins\./,
    );
    expect(view.queryByText('DAP Fertilizer')).toBeNull();
  });

  it('asks for a key when publishable-key is missing', async () => {
    installFakeWidgetServer(['inventory:read'], stock());
    const { view } = mountWidget('<farm-inventory></farm-inventory>');
    expect(await view.findByRole('alert')).toHaveTextContent('This widget needs a publishable-key attribute');
  });
});
