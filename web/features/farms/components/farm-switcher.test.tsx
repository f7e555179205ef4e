// The current farm: the kept id when it is one of the user's active farms, otherwise the first; the switcher
// changes it and keeps it in localStorage 'current_farm_id'.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { CURRENT_FARM_KEY } from '../current-farm-atom';
import { useCurrentFarm } from '../hooks/use-current-farm';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { FarmSwitcher } from './farm-switcher';

const farm = (id: string, name: string) => ({
  id,
  name,
  location: null,
  size: null,
  size_unit: 'acres',
  main_enterprise: 'crops',
  currency: 'KES',
  status: 'active',
  owner_id: 'u1',
  role: 'owner',
  permissions: {
    inventory: 'write',
    finances: 'write',
    sales: 'write',
    tasks: 'write',
    reports: 'write',
    staff: 'write',
  },
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});
const fake = fakeApi(() => ({ data: [farm('a', 'Kilima'), farm('b', 'Mto')] }));
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

function Current() {
  return <p data-testid="current">{useCurrentFarm().farm?.name ?? 'none'}</p>;
}
const view = () =>
  renderFeature(
    <>
      <FarmSwitcher />
      <Current />
    </>,
  );

describe('FarmSwitcher and useCurrentFarm', () => {
  it('falls back to the first active farm when the kept one is gone', async () => {
    localStorage.setItem(CURRENT_FARM_KEY, 'archived-farm');
    view();
    expect(await screen.findByLabelText('Current farm')).toHaveValue('a');
    expect(screen.getByTestId('current')).toHaveTextContent('Kilima');
  });

  it('uses the kept farm and switches to another, keeping the choice', async () => {
    localStorage.setItem(CURRENT_FARM_KEY, 'b');
    view();
    expect(await screen.findByLabelText('Current farm')).toHaveValue('b');
    await userEvent.selectOptions(screen.getByLabelText('Current farm'), 'a');
    await waitFor(() => expect(screen.getByTestId('current')).toHaveTextContent('Kilima'));
    expect(localStorage.getItem(CURRENT_FARM_KEY)).toBe('a');
  });
});
