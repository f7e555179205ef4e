import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SETTINGS_LOAD_ERROR,
  SETTINGS_UPDATE_ERROR,
  getUserSettings,
  updateUserSettings,
} from '@/shared/api/settings';
import { DEFAULT_USER_SETTINGS } from '@/shared/contracts/settings';
import { renderRoutes, storeSession } from '@/web/testing/render';
import { RegionalSettings } from './regional-settings';

vi.mock('@/shared/api/settings', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/settings')>()),
  getUserSettings: vi.fn(),
  updateUserSettings: vi.fn(),
}));

const renderPage = () =>
  renderRoutes([{ path: '/farmer/settings/regional', element: <RegionalSettings /> }], {
    initialEntries: ['/farmer/settings/regional'],
  });

describe('RegionalSettings (docs/product/settings.md User settings)', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.mocked(getUserSettings).mockReset();
    vi.mocked(updateUserSettings).mockReset();
    storeSession();
  });

  it('shows the stored choices and previews a change before saving it', async () => {
    vi.mocked(getUserSettings).mockResolvedValue({
      settings: { ...DEFAULT_USER_SETTINGS, default_currency: 'UGX' },
    });
    vi.mocked(updateUserSettings).mockResolvedValue({
      ...DEFAULT_USER_SETTINGS,
      default_currency: 'USD',
      time_format: '12h',
    });
    renderPage();
    const currency = await screen.findByLabelText('Currency');
    expect(currency).toHaveValue('UGX');
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(await preview.findByText(/UGX\s1,234\.56/)).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.selectOptions(currency, 'USD');
    await user.selectOptions(screen.getByLabelText('Time format'), '12h');
    expect(preview.getByText(/USD\s1,234\.56/)).toBeInTheDocument();
    expect(preview.getByText(/^\d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save regional settings' }));
    expect(vi.mocked(updateUserSettings).mock.calls[0]?.[1]).toEqual({
      default_currency: 'USD',
      date_format: 'DD/MM/YYYY',
      time_format: '12h',
      language: 'en',
    });
  });

  it('says so when the settings could not be loaded, and shows the defaults', async () => {
    vi.mocked(getUserSettings).mockResolvedValue({
      settings: DEFAULT_USER_SETTINGS,
      error: SETTINGS_LOAD_ERROR,
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user settings');
    expect(screen.getByLabelText('Currency')).toHaveValue('KES');
  });

  it('says so when saving fails', async () => {
    vi.mocked(getUserSettings).mockResolvedValue({ settings: DEFAULT_USER_SETTINGS });
    vi.mocked(updateUserSettings).mockImplementation(async () => {
      throw new Error(SETTINGS_UPDATE_ERROR);
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByLabelText('Currency'), 'TZS');
    await user.click(screen.getByRole('button', { name: 'Save regional settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update user settings');
  });
});
