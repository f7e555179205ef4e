// The popup's quick stock actions follow the person's role on each farm (docs/decisions/035): a farm whose role
// cannot see stock is not offered, one that can see but not change it lists items without actions.
import { fakeBrowser } from '../../testing/fake-browser';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeItem, pageOf } from '@/shared/api/inventory.test-helper';
import { makeFarm, makeFarmWithCustomRole } from '@/shared/api/testing/farms';
import { createExtensionApi } from '../../api';
import { startFakeServer, type FakeServer } from '../../testing/fake-server';
import { signedInTo } from '../../testing/session';
import { QuickStock } from './quick-stock';

let server: FakeServer;
beforeEach(async () => {
  fakeBrowser.reset();
  server = await startFakeServer();
  await signedInTo(server.url);
  server.route('GET /api/farms', {
    body: {
      data: [
        makeFarm({ id: 'farm-1', name: 'Kilima', role: 'viewer' }),
        makeFarm({ id: 'farm-2', name: 'Mto', role: 'worker' }),
        makeFarmWithCustomRole('Bookkeeper', ['farms.view', 'finances.view'], {
          id: 'farm-3',
          name: 'Ofisi',
        }),
      ],
    },
  });
  for (const farmId of ['farm-1', 'farm-2'])
    server.route(`GET /api/farms/${farmId}/inventory`, {
      body: pageOf([makeItem({ id: `urea-${farmId}`, farm_id: farmId, name: 'Urea', quantity: '10' })]),
    });
});
afterEach(async () => {
  await server.close();
});

describe('QuickStock by role', () => {
  it('offers only farms whose stock the person may see, and actions only where they may change it', async () => {
    render(<QuickStock api={createExtensionApi(server.url)} />);
    const farm = await screen.findByRole('combobox', { name: 'Farm' });
    expect(await within(farm).findByRole('option', { name: 'Kilima' })).toBeInTheDocument();
    expect(
      within(farm)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kilima', 'Mto']);

    // Viewer on Kilima: the item is listed, without Consume, Transfer or Receive.
    expect(await screen.findByText('Urea')).toBeInTheDocument();
    expect(
      screen.getByText('Your role on Kilima lets you look stock up, not change it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Urea/ })).not.toBeInTheDocument();

    // Worker on Mto: the quick actions are there.
    await userEvent.selectOptions(farm, 'farm-2');
    expect(await screen.findByRole('button', { name: /Consume Urea/ })).toBeInTheDocument();
    expect(screen.queryByText(/lets you look stock up/)).not.toBeInTheDocument();
  });
});
