// Invoice settings and the printable invoice: a farm's form shows what comes from the default as placeholders and
// the header preview follows typing; the server's next-number refusal lands under its field; a role without
// finances.edit reads without Save; the printable invoice shows its stamp, lines and balance, and e-mails it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import type { FarmInvoiceSettings, InvoiceDetail } from '@/shared/contracts/invoices';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { FarmInvoiceSettingsPage } from './invoice-settings-pages';
import { PrintableInvoice } from './printable-invoice';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const farmSettings = (overrides: Partial<FarmInvoiceSettings> = {}): FarmInvoiceSettings => ({
  business_name: 'Wanjiku Produce',
  address: 'Box 12, Limuru',
  phone: null,
  email: null,
  tax_id: null,
  payment_instructions: null,
  footer: null,
  number_prefix: 'INV-',
  starting_number: 1,
  payment_terms_days: 14,
  has_logo: false,
  updated_at: null,
  farm_id: 'f1',
  farm_name: 'Mlima Farm',
  has_own: false,
  from_default: ['business_name', 'address'],
  next_number: 4,
  min_next_number: 4,
  next_number_text: 'INV-0004',
  ...overrides,
});

const invoice = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  id: 'i1',
  sale_id: 's1',
  number: 7,
  number_text: 'INV-0007',
  customer_name: 'Kamau Grocers',
  issued_on: '2026-11-24',
  due_on: '2026-12-08',
  currency: 'KES',
  total_minor: 120_000,
  paid_minor: 20_000,
  balance_minor: 100_000,
  status: 'part_paid',
  overdue: false,
  farm_id: 'f1',
  issuer: {
    business_name: 'Wanjiku Produce',
    address: 'Box 12, Limuru',
    phone: null,
    email: null,
    tax_id: 'P051',
    payment_instructions: 'M-Pesa Paybill 400200',
    footer: 'Asante sana',
  },
  buyer: { name: 'Kamau Grocers', phone: null, email: 'kamau@example.test', tax_id: null },
  has_logo: false,
  logo_url: null,
  subtotal_minor: 120_000,
  discount_minor: 0,
  tax_minor: 0,
  refunded_minor: 0,
  sale_status: 'part_paid',
  voided_at: null,
  void_reason: null,
  emailed_at: null,
  emailed_to: null,
  lines: [
    {
      description: 'Sukuma wiki',
      unit: 'bunch',
      quantity: '40',
      unit_price_minor: 3000,
      discount_minor: 0,
      tax_name: null,
      tax_basis_points: 0,
      tax_inclusive: false,
      net_minor: 120_000,
      tax_minor: 0,
      total_minor: 120_000,
    },
  ],
  payments: [
    {
      kind: 'payment',
      method: 'mpesa',
      amount_minor: 20_000,
      reference: 'QK12ABC345',
      received_at: '2026-11-24T08:00:00Z',
    },
  ],
  ...overrides,
});

describe('FarmInvoiceSettingsPage', () => {
  it('shows inherited fields as placeholders, previews the header, and puts the next-number refusal under it', async () => {
    fake = fakeApi((call) => {
      if (call.method === 'put') {
        return new ApiRequestError(
          'Invoice numbers only move forward: choose 4 or more for the next number.',
          {
            status: 422,
            fieldErrors: {
              next_number: ['Invoice numbers only move forward: choose 4 or more for the next number.'],
            },
          },
        );
      }
      return { data: farmSettings() };
    });
    renderFeature(<FarmInvoiceSettingsPage farmId="f1" />);
    const name = await screen.findByLabelText('Business name');
    expect(name).toHaveValue('');
    expect(name).toHaveAttribute('placeholder', 'Wanjiku Produce');
    expect(screen.getByText('INV-0004')).toBeInTheDocument();
    await userEvent.type(name, 'Mlima Fresh');
    expect(screen.getByText('Mlima Fresh')).toBeInTheDocument();
    const next = screen.getByLabelText('Next invoice number');
    await userEvent.clear(next);
    await userEvent.type(next, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Invoice numbers only move forward: choose 4 or more for the next number.'),
    ).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'put')).toMatchObject({
      url: '/api/farms/f1/invoice-settings',
      data: { business_name: 'Mlima Fresh', address: null, next_number: 2 },
    });
  });

  it('is read-only for a role without finances.edit', async () => {
    fake = fakeApi(() => ({ data: farmSettings() }));
    renderFeature(<FarmInvoiceSettingsPage farmId="f1" />, { permissions: BUILT_IN_ROLE_PERMISSIONS.viewer });
    expect(await screen.findByLabelText('Business name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('PrintableInvoice', () => {
  it('shows the stamp, the lines, the balance and how to pay, and e-mails it to the customer', async () => {
    fake = fakeApi((call) =>
      call.method === 'post'
        ? {
            success: true,
            message: 'Invoice sent by e-mail',
            data: invoice({ emailed_to: 'kamau@example.test' }),
          }
        : {},
    );
    renderFeature(<PrintableInvoice invoice={invoice()} />);
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
    expect(screen.getByText('INV-0007')).toBeInTheDocument();
    expect(screen.getByText('Part paid')).toBeInTheDocument();
    expect(screen.getByText('Sukuma wiki')).toBeInTheDocument();
    expect(screen.getByText(/QK12ABC345/)).toBeInTheDocument();
    expect(screen.getByText('M-Pesa Paybill 400200')).toBeInTheDocument();
    expect(screen.getByText(/1,000\.00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(screen.getByLabelText('Send to')).toHaveValue('kamau@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invoice sent to kamau@example.test')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'post')).toMatchObject({
      url: '/api/farms/f1/invoices/i1/email',
      data: { to: 'kamau@example.test' },
    });
  });

  it('stamps a voided invoice with its reason', () => {
    fake = fakeApi(() => ({}));
    renderFeature(<PrintableInvoice invoice={invoice({ status: 'void', void_reason: 'Wrong customer' })} />);
    expect(screen.getByText('Void')).toBeInTheDocument();
    expect(screen.getByText('Voided: Wrong customer')).toBeInTheDocument();
  });
});
