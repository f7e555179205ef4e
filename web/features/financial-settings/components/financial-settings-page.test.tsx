// Settings → Financial: a farm's currency, fiscal year and methods saved together (at least one method, checked
// before sending); tax rates added with the server's 409 under the name, deleted after confirmation (archived when
// sales used them); another farm picked; and a role without finances.edit reads without buttons.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { makeFinancialSettings, makeTaxRate } from '../testing/fixtures';
import { FinancialSettingsPage } from './financial-settings-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const FARMS = [
  { id: 'f1', name: 'Mlima Farm' },
  { id: 'f2', name: 'River Farm' },
];
const settingsOf = (url: string) => ({
  data: makeFinancialSettings({
    farm_id: url.includes('/f2/') ? 'f2' : 'f1',
    currency: url.includes('/f2/') ? 'UGX' : 'KES',
  }),
});

describe('FinancialSettingsPage', () => {
  it('says what the display currency changes, and saves the currency, fiscal year and methods', async () => {
    fake = fakeApi((call) => {
      if (call.method === 'patch') {
        return {
          success: true,
          message: 'Financial settings saved.',
          data: makeFinancialSettings({
            currency: 'USD',
            fiscal_year_start_month: 7,
            payment_methods: ['cash', 'mpesa'],
          }),
        };
      }
      return settingsOf(call.url);
    });
    renderFeature(<FinancialSettingsPage farms={FARMS} initialFarmId="f1" />);
    expect(
      screen.getByText(/Your display currency in Regional settings converts nothing/),
    ).toBeInTheDocument();
    const currency = await screen.findByLabelText('Currency');
    expect(currency).toHaveValue('KES');
    await userEvent.selectOptions(currency, 'USD');
    await userEvent.selectOptions(screen.getByLabelText('Fiscal year starts in'), '7');
    for (const method of ['Bank transfer', 'Card', 'Credit (pay later, on invoice)'])
      await userEvent.click(screen.getByRole('checkbox', { name: method }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Financial settings saved')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'patch')).toMatchObject({
      url: '/api/farms/f1/financial-settings',
      data: { currency: 'USD', fiscal_year_start_month: 7, payment_methods: ['cash', 'mpesa'] },
    });
  });

  it('refuses to save without a payment method before sending anything', async () => {
    fake = fakeApi((call) => settingsOf(call.url));
    renderFeature(<FinancialSettingsPage farms={FARMS} initialFarmId="f1" />);
    await screen.findByLabelText('Currency');
    for (const method of ['Cash', 'M-Pesa', 'Bank transfer', 'Card', 'Credit (pay later, on invoice)'])
      await userEvent.click(screen.getByRole('checkbox', { name: method }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Choose at least one payment method the farm accepts.'),
    ).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'patch')).toHaveLength(0);
  });

  it('lists tax rates, adds one with a taken name shown under the name, and archives a used one', async () => {
    let taken = true;
    fake = fakeApi((call) => {
      if (call.method === 'post') {
        if (taken) {
          taken = false;
          const message = 'This farm already has a tax rate with that name. Choose another name.';
          return new ApiRequestError(message, { status: 409, fieldErrors: { name: [message] } });
        }
        return {
          success: true,
          message: 'Tax rate added.',
          data: makeTaxRate({ id: 'tax-3', name: 'Levy', percent: 1.5 }),
        };
      }
      if (call.method === 'delete') return { success: true, message: 'archived', outcome: 'archived' };
      return { data: makeFinancialSettings({ tax_rates: [makeTaxRate({ used: true })] }) };
    });
    renderFeature(<FinancialSettingsPage farms={FARMS} initialFarmId="f1" />);
    const row = (await screen.findByRole('cell', { name: 'VAT' })).closest('tr')!;
    expect(within(row).getByText('16%')).toBeInTheDocument();
    expect(within(row).getByText('Included in prices')).toBeInTheDocument();
    expect(within(row).getByText('Used by sales')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add tax rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Add tax rate' });
    await userEvent.type(within(dialog).getByLabelText('Tax name'), 'VAT');
    await userEvent.type(within(dialog).getByLabelText('Rate (percent)'), '16.125');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));
    expect(await within(dialog).findByText('Use at most two decimals for the tax rate.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('Rate (percent)'));
    await userEvent.type(within(dialog).getByLabelText('Rate (percent)'), '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));
    expect(
      await within(dialog).findByText(
        'This farm already has a tax rate with that name. Choose another name.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Tax name'));
    await userEvent.type(within(dialog).getByLabelText('Tax name'), 'Levy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));
    expect(await screen.findByText('Tax rate Levy added')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'post').at(-1)).toMatchObject({
      url: '/api/farms/f1/tax-rates',
      data: { name: 'Levy', percent: 1.5, inclusive: false },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete VAT' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the tax rate VAT?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete tax rate' }));
    expect(await screen.findByText('Tax rate VAT archived: sales used it')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'delete')?.url).toBe('/api/farms/f1/tax-rates/tax-1'),
    );
  });

  it('opens another farm, and shows a farm the role may only read without buttons', async () => {
    fake = fakeApi((call) => settingsOf(call.url));
    renderFeature(<FinancialSettingsPage farms={FARMS} initialFarmId="f1" />, {
      permissions: (farmId) =>
        farmId === 'f1' ? BUILT_IN_ROLE_PERMISSIONS.owner : BUILT_IN_ROLE_PERMISSIONS.viewer,
    });
    expect(await screen.findByRole('button', { name: 'Save settings' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Farm'), 'f2');
    await waitFor(() => expect(screen.getByLabelText('Currency')).toHaveValue('UGX'));
    expect(fake.calls.at(-1)?.url).toBe('/api/farms/f2/financial-settings');
    expect(screen.getByText(/lets you read these settings but not change them/)).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add tax rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete VAT' })).not.toBeInTheDocument();
  });
});
