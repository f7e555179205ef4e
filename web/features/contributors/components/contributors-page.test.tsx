// Contributors: the list with balances and shares in the farm's currency, the share chart from the route's kit,
// adding a contributor (then their page), and a contributor's page recording a withdrawal, with the server's
// refusal shown under the amount.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contribution, Contributor } from '@/shared/contracts/contributors';
import { ApiRequestError } from '@/shared/api/errors';
import { ChartKitProvider, type ChartKit } from '@/web/lib/chart-kit';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, type FakeApi } from '../testing/fake-api';
import { AddContributorPage } from './add-contributor-page';
import { ContributorPage } from './contributor-page';
import { ContributorsPage } from './contributors-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const ID = '55555555-5555-4555-8555-000000000001';
const person = (over: Partial<Contributor> = {}): Contributor => ({
  id: ID,
  name: 'Mama Wanjiru',
  kind: 'owner',
  phone: '+254712345678',
  email: null,
  notes: null,
  archived: false,
  currency: 'KES',
  contributed_minor: 3_000_000,
  withdrawn_minor: 500_000,
  balance_minor: 2_500_000,
  share: 0.625,
  last_at: '2026-02-05',
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});
const chama = person({
  id: '55555555-5555-4555-8555-000000000002',
  name: 'Umoja chama',
  kind: 'group',
  contributed_minor: 1_500_000,
  withdrawn_minor: 0,
  balance_minor: 1_500_000,
  share: 0.375,
});
const money: Contribution = {
  id: '66666666-6666-4666-8666-000000000001',
  contributor_id: ID,
  kind: 'contribution',
  amount_minor: 3_000_000,
  currency: 'KES',
  occurred_on: '2026-02-05',
  payment_method: 'mpesa',
  reference: 'QJK4H7Z2PL',
  note: null,
  created_by_name: 'Wanjiru',
  created_at: '2026-02-05T08:00:00.000Z',
};

const kit: ChartKit = {
  Bar: () => null,
  Pie: ({ data }) => <p data-testid="pie">{data.map((d) => `${d.name}=${d.value}`).join(';')}</p>,
  Line: () => null,
};
const SLOW = { timeout: 5000 };

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', /\/contributors$/, () => ({ data: [person(), chama], currency: 'KES' }));
  fake.on('get', new RegExp(`/contributors/${ID}$`), () => ({ data: person() }));
  fake.on('get', /\/contributions$/, () => ({ data: [money] }));
});

describe('ContributorsPage', { timeout: 30_000 }, () => {
  it('lists balances and shares, links each contributor, and charts the shares', async () => {
    renderFeature(
      <ChartKitProvider kit={kit}>
        <ContributorsPage farmId="f1" farmName="Mlima Farm" />
      </ChartKitProvider>,
      { path: '/c', at: '/c' },
    );
    const row = (await screen.findByRole('link', { name: 'Mama Wanjiru' }, SLOW)).closest('tr')!;
    expect(within(row).getByText(/KES\s25,000\.00/)).toBeInTheDocument();
    expect(within(row).getByText('62.5%')).toBeInTheDocument();
    expect(within(row).getByText('Owner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mama Wanjiru' })).toHaveAttribute(
      'href',
      `/farmer/finances/contributors/${ID}`,
    );
    expect(screen.getByTestId('pie')).toHaveTextContent('Mama Wanjiru=2500000;Umoja chama=1500000');
  });

  it('adds a contributor and opens their page', async () => {
    fake.on('post', /\/contributors$/, (call) => ({
      message: 'Contributor added',
      data: person(call.data as object),
    }));
    renderFeature(<AddContributorPage farmId="f1" farmName="Mlima Farm" />, { path: '/a', at: '/a' });
    await userEvent.type(await screen.findByLabelText('Name', {}, SLOW), 'Mama Wanjiru');
    await userEvent.selectOptions(screen.getByLabelText('Who they are'), 'Lender');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/farmer/finances/contributors/${ID}`),
    );
    expect(fake.callsTo('post', /\/contributors$/)[0]!.data).toMatchObject({
      name: 'Mama Wanjiru',
      kind: 'lender',
    });
  });
});

describe('ContributorPage', { timeout: 30_000 }, () => {
  it('shows the contributor’s money and records a withdrawal in minor units', async () => {
    fake.on('post', /\/contributions$/, () => ({
      message: 'Withdrawal recorded',
      data: { ...money, kind: 'withdrawal', amount_minor: 150_050 },
    }));
    renderFeature(<ContributorPage farmId="f1" contributorId={ID} />, { path: '/p', at: '/p' });
    const row = (await screen.findByText('QJK4H7Z2PL', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('M-Pesa')).toBeInTheDocument();
    expect(within(row).getByText(/KES\s30,000\.00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record withdrawal' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Amount'), '1,500.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('post', /\/contributions$/)[0]!.data).toMatchObject({
      kind: 'withdrawal',
      amount_minor: 150_050,
    });
  });

  it('shows the server’s refusal under the amount', async () => {
    const message = 'The withdrawal is more than this contributor’s balance of KES 25,000.00.';
    fake.on(
      'post',
      /\/contributions$/,
      () => new ApiRequestError(message, { status: 422, fieldErrors: { amount_minor: [message] } }),
    );
    renderFeature(<ContributorPage farmId="f1" contributorId={ID} />, { path: '/p', at: '/p' });
    await userEvent.click(await screen.findByRole('button', { name: 'Record withdrawal' }, SLOW));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Amount'), '99999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText(message)).length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
  });
});
