// Completing a sale at the till (docs/product/point-of-sale.md): sent at once when online, queued with its
// Idempotency-Key when offline or when the request gets no answer (the queue sends it later with the same key, so
// it applies once); a short-stock 409 is shown at once so the cashier can fix the cart in front of the buyer.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createPosSale, isNetworkFailure, stockConflictOf, type PosSaleInput } from '@/shared/api/pos';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import { localizeApiMessage } from '@/shared/api/i18n';
import { useApi } from '@/web/lib/api';
import type { CartLine } from '../cart/cart-rules';
import { receiptOfQueued, receiptOfSale, type ReceiptModel } from '../cart/receipt-model';
import type { SaleTotals } from '@/shared/money/arithmetic';
import { posText } from '../i18n';
import { saleQueue } from './use-sale-queue';

export interface CheckoutRequest {
  input: PosSaleInput;
  lines: readonly CartLine[];
  lineTotals: readonly number[];
  totals: SaleTotals;
  customerName: string | null;
  customerPhone: string | null;
  changeMinor: number;
}

export function useCheckout(farmId: string, online: boolean) {
  const api = useApi();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const enqueue = (request: CheckoutRequest, key: string): ReceiptModel => {
    saleQueue().add({
      key,
      farmId,
      madeAt: request.input.sold_at ?? new Date().toISOString(),
      input: request.input,
      names: Object.fromEntries(request.lines.map((l) => [l.itemId, { name: l.name, unit: l.unit }])),
    });
    const { input, lines, lineTotals, totals, customerName, changeMinor } = request;
    return receiptOfQueued(input, lines, lineTotals, totals, customerName, changeMinor);
  };

  /** The receipt of the sale (saved or queued), or null when it was refused (the error says why). */
  async function checkout(request: CheckoutRequest): Promise<ReceiptModel | null> {
    const key = newIdempotencyKey();
    setError(null);
    if (!online) return enqueue(request, key);
    setBusy(true);
    try {
      const sale = await createPosSale(api, farmId, request.input, key);
      void client.invalidateQueries({ queryKey: ['pos', farmId, 'catalogue'] });
      return receiptOfSale(sale, request.customerPhone);
    } catch (failure) {
      if (isNetworkFailure(failure)) return enqueue(request, key);
      const conflict = stockConflictOf(failure);
      const name = request.lines.find((l) => l.itemId === conflict?.item_id)?.name ?? conflict?.item_name;
      setError(
        conflict
          ? posText.t('stockShort', {
              name: name ?? '',
              available: conflict.available,
              requested: conflict.requested,
            })
          : posText.t('saleFailed', { message: localizeApiMessage((failure as Error).message) }),
      );
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { checkout, busy, error, clearError: () => setError(null) };
}
