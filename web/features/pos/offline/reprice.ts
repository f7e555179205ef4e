// A queued sale the cashier changed after a conflict (docs/product/point-of-sale.md "Needs attention"): its lines
// are new, so its payments are fitted to the new total in the order they were taken (M-Pesa, then cash, whose
// handed-over amount stays, so the change shown grows by what the buyer gets back).
import type { PosSaleInput } from '@/shared/api/pos';

type Payments = PosSaleInput['payments'];

export function fitPayments(payments: Payments, totalMinor: number): Payments {
  let left = totalMinor;
  const fitted: Payments = [];
  for (const payment of payments) {
    const amount = Math.min(payment.amount_minor, left);
    if (amount <= 0) continue;
    left -= amount;
    fitted.push({ ...payment, amount_minor: amount });
  }
  return fitted;
}
