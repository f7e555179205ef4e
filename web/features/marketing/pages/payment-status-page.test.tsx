import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PaymentStatusPage } from './payment-status-page';
import { readPaymentStatus } from '../data/payment-status';

const renderAt = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/payment/status${search}`]}>
      <PaymentStatusPage />
    </MemoryRouter>,
  );

describe('PaymentStatusPage (docs/product/web-app.md /payment/status)', () => {
  it.each([
    ['?status=success&reference=SHB-2041', 'Payment successful'],
    ['?status=failed&reference=SHB-2041', 'Payment failed'],
    ['?status=cancelled&reference=SHB-2041', 'Payment cancelled'],
    ['?status=SUCCESS&reference=SHB-2041', 'Payment successful'],
    ['?status=pending&reference=SHB-2041', 'Payment status unknown'],
  ])('%s shows "%s" and the reference', (search, title) => {
    renderAt(search);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('SHB-2041')).toBeInTheDocument();
  });

  it('without a status explains that no payment is in progress', () => {
    renderAt('');
    expect(screen.getByRole('heading', { name: 'No payment in progress' })).toBeInTheDocument();
    expect(screen.getByText(/payments are not switched on yet/)).toBeInTheDocument();
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
  });

  it('offers a retry after a failure', () => {
    renderAt('?status=failed');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pricing');
  });
});

describe('readPaymentStatus', () => {
  it.each([
    ['', { outcome: 'none', reference: null }],
    ['status=success', { outcome: 'success', reference: null }],
    ['status=%20Cancelled%20&reference=%20R1%20', { outcome: 'cancelled', reference: 'R1' }],
    ['status=weird', { outcome: 'unknown', reference: null }],
    ['reference=R2', { outcome: 'none', reference: 'R2' }],
  ])('%s', (query, expected) => {
    expect(readPaymentStatus(new URLSearchParams(query))).toMatchObject(expected);
  });
});
