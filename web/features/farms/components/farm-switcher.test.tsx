// The current farm: the kept id when it is one of the user's active farms, otherwise the first; the switcher
// changes it and keeps it in localStorage 'current_farm_id'.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { CURRENT_FARM_KEY } from '../current-farm-atom';
import { useCurrentFarm } from '../hooks/use-current-farm';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { FarmSwitcher } from './farm-switcher';
import { makeFarm, makeFarmWithCustomRole } from '@/shared/api/testing/farms';
import { setLanguage } from '@/shared/i18n/runtime';

const farm = (id: string, name: string) => makeFarm({ id, name });
let farms = [farm('a', 'Kilima'), farm('b', 'Mto')];
const fake = fakeApi(() => ({ data: farms }));
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

  describe('each farm with the role held on it (docs/decisions/035)', () => {
    afterEach(async () => {
      farms = [farm('a', 'Kilima'), farm('b', 'Mto')];
      await setLanguage('en');
    });

    const mixed = () => [
      makeFarm({ id: 'a', name: 'Kilima', role: 'viewer' }),
      makeFarmWithCustomRole('Store keeper', ['inventory.view'], { id: 'b', name: 'Mto' }),
    ];

    it('names a built-in role and a custom role by the name the farm gave it', async () => {
      farms = mixed();
      view();
      await screen.findByLabelText('Current farm');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Kilima (Viewer)',
        'Mto (Store keeper)',
      ]);
    });

    it('translates the built-in roles, never a custom name', async () => {
      farms = mixed();
      await setLanguage('sw');
      view();
      await screen.findByLabelText('Shamba la sasa');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Kilima (Mtazamaji)',
        'Mto (Store keeper)',
      ]);
    });
  });
});
