// Return or refund: how much of each line came back (it goes back into stock) and, optionally, money given back
// (at most what was paid and not yet refunded). A refund alone is a price agreed lower.
import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import type { Sale } from '@/shared/api/sales';
import { SALE_PAYMENT_METHODS, type SalePaymentMethod } from '@/shared/contracts/sales';
import { parseAmount } from '@/shared/money/arithmetic';
import { localizeMessage } from '@/shared/i18n/messages';
import { FormAlert } from '@/web/components/form/form-alert';
import { useSaleWrites } from '../hooks/use-sales';
import { salesText } from '../i18n';
import { parseQuantity } from '../sale-draft';
import { methodLabel } from '../sale-labels';
import { Modal } from '@/web/components/modal';

const left = (line: Sale['lines'][number]) =>
  (Math.round(Number(line.quantity) * 100) - Math.round(Number(line.returned_quantity) * 100)) / 100;

export function ReturnDialog({ farmId, sale, onClose }: { farmId: string; sale: Sale; onClose: () => void }) {
  const { giveBack } = useSaleWrites(farmId);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<SalePaymentMethod | ''>('');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lines = Object.entries(quantities)
      .filter(([, text]) => text.trim())
      .map(([saleLineId, text]) => ({ sale_line_id: saleLineId, quantity: parseQuantity(text) ?? text }));
    const refundMinor = method ? parseAmount(amount) : null;
    if (method && refundMinor === null) {
      setError(salesText.t('amountNotValid'));
      return;
    }
    setError(null);
    try {
      const result = await giveBack.mutateAsync({
        saleId: sale.id,
        input: {
          lines,
          reason: reason.trim() || null,
          refund:
            method && refundMinor !== null
              ? { method, amount_minor: refundMinor, reference: reference.trim() || null }
              : null,
        },
        key: key.current,
      });
      toast.success(localizeMessage(result.message));
      onClose();
    } catch (e) {
      const fields = (e as { fieldErrors?: Record<string, string[]> }).fieldErrors;
      setError(Object.values(fields ?? {}).flat()[0] ?? (e as Error).message);
    }
  }

  return (
    <Modal title={salesText.t('returnOrRefund')} onClose={onClose} busy={giveBack.isPending} wide>
      <p className="mb-4 text-sm text-base-content/70">{salesText.t('returnDescription')}</p>
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        {sale.lines.map((line) =>
          left(line) > 0 && line.item_id ? (
            <label key={line.id} className="form-control">
              <span className="label-text">
                {line.description} · {salesText.t('canReturn', { quantity: left(line), unit: line.unit })}
              </span>
              <input
                className="input input-bordered input-sm w-32"
                inputMode="decimal"
                aria-label={`${salesText.t('returnQuantity')}: ${line.description}`}
                value={quantities[line.id] ?? ''}
                onChange={(e) => setQuantities((q) => ({ ...q, [line.id]: e.target.value }))}
              />
            </label>
          ) : null,
        )}
        <label className="form-control">
          <span className="label-text">{salesText.t('reason')}</span>
          <input
            className="input input-bordered input-sm"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <div className="flex flex-wrap items-end gap-2">
          <label className="form-control w-44">
            <span className="label-text">{salesText.t('refund')}</span>
            <select
              className="select select-bordered select-sm"
              value={method}
              onChange={(e) => setMethod(e.target.value as SalePaymentMethod | '')}
            >
              <option value="">{salesText.t('noRefund')}</option>
              {SALE_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {methodLabel(m)}
                </option>
              ))}
            </select>
          </label>
          {method && (
            <label className="form-control w-36">
              <span className="label-text">{salesText.t('refundAmount')}</span>
              <input
                className="input input-bordered input-sm"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </label>
          )}
          {method && method !== 'cash' && (
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
        </div>
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={giveBack.isPending}>
            {salesText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={giveBack.isPending}>
            {salesText.t('saveReturn')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
