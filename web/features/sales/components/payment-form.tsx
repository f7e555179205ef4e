// Record a later payment on a sale: a method the farm offers, the amount (at most what is owed) and, for M-Pesa,
// its code. One Idempotency-Key per submission.
import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import type { Sale } from '@/shared/api/sales';
import { SALE_PAYMENT_METHODS, type SalePaymentMethod } from '@/shared/contracts/sales';
import { amountText, parseAmount } from '@/shared/money/arithmetic';
import { localizeMessage } from '@/shared/i18n/messages';
import { FormAlert } from '@/web/components/form/form-alert';
import { useSaleWrites } from '../hooks/use-sales';
import { salesText } from '../i18n';
import { methodLabel } from '../sale-labels';

export function PaymentForm({
  farmId,
  sale,
  methods,
}: {
  farmId: string;
  sale: Sale;
  methods: readonly string[];
}) {
  const { pay } = useSaleWrites(farmId);
  const offered = SALE_PAYMENT_METHODS.filter((m) => methods.includes(m));
  const [method, setMethod] = useState<SalePaymentMethod>(offered[0] ?? 'cash');
  const [amount, setAmount] = useState(amountText(sale.balance_minor));
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const minor = parseAmount(amount);
    if (minor === null) {
      setError(salesText.t('amountNotValid'));
      return;
    }
    setError(null);
    try {
      const result = await pay.mutateAsync({
        saleId: sale.id,
        input: { method, amount_minor: minor, reference: reference.trim() || null },
        key: key.current,
      });
      key.current = newIdempotencyKey();
      toast.success(localizeMessage(result.message));
      setAmount(amountText(result.sale.balance_minor));
      setReference('');
    } catch (e) {
      const fields = (e as { fieldErrors?: Record<string, string[]> }).fieldErrors;
      setError(Object.values(fields ?? {}).flat()[0] ?? (e as Error).message);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2" noValidate>
      <label className="form-control w-40">
        <span className="label-text">{salesText.t('method')}</span>
        <select
          className="select select-bordered select-sm"
          value={method}
          onChange={(e) => setMethod(e.target.value as SalePaymentMethod)}
        >
          {offered.map((m) => (
            <option key={m} value={m}>
              {methodLabel(m)}
            </option>
          ))}
        </select>
      </label>
      <label className="form-control w-36">
        <span className="label-text">{salesText.t('amount')}</span>
        <input
          className="input input-bordered input-sm"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      {method !== 'cash' && (
        <label className="form-control w-44">
          <span className="label-text">
            {method === 'mpesa' ? salesText.t('mpesaCode') : salesText.t('reference')}
          </span>
          <input
            className="input input-bordered input-sm uppercase"
            maxLength={60}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </label>
      )}
      <button type="submit" className="btn btn-primary btn-sm" disabled={pay.isPending}>
        {salesText.t('recordPayment')}
      </button>
      {error && (
        <div className="w-full">
          <FormAlert kind="error">{error}</FormAlert>
        </div>
      )}
    </form>
  );
}
