// /farmer/sales/add (docs/product/sales.md "Recording a sale"): lines of the farm's products and inputs (the sale
// price filled in from the item), a customer or a walk-in buyer, payments by the methods the farm offers, and the
// totals as they will be stored. Saving takes the stock out; short stock comes back naming the item.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Plus, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import type { PosCatalogue } from '@/shared/api/pos';
import type { Customer } from '@/shared/contracts/customers';
import { SALE_LINES_MAX, SALE_PAYMENTS_MAX, SALE_PAYMENT_METHODS } from '@/shared/contracts/sales';
import { changeDue, parseAmount, amountText } from '@/shared/money/arithmetic';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { localizeMessage } from '@/shared/i18n/messages';
import { FormAlert } from '@/web/components/form/form-alert';
import { useSaleWrites } from '../hooks/use-sales';
import { salesText } from '../i18n';
import { methodLabel } from '../sale-labels';
import {
  emptyDraft,
  emptyLine,
  emptyPayment,
  priceDraft,
  priceTextOf,
  toSaleInput,
  type DraftLine,
  type DraftPayment,
  type SaleDraft,
} from '../sale-draft';

export interface SaleFormProps {
  farmId: string;
  catalogue: PosCatalogue;
  customers: readonly Customer[];
}

/** The server's 422 field messages, each once, in the reader's language. */
const problemsOf = (error: unknown): string[] => {
  const fields = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
  return [...new Set(Object.values(fields).flat())].map((m) => localizeMessage(m));
};

export function SaleForm({ farmId, catalogue, customers }: SaleFormProps) {
  const navigate = useNavigate();
  const { create } = useSaleWrites(farmId);
  const [draft, setDraft] = useState<SaleDraft>(emptyDraft);
  const [problem, setProblem] = useState<{ message: string; details: string[] } | null>(null);
  // One key for this submission, kept across retries so a sale whose answer was lost is not saved twice.
  const key = useRef(newIdempotencyKey());
  const currency = catalogue.currency;
  const money = (minor: number) => formatMoney(minor, currency);
  const methods = SALE_PAYMENT_METHODS.filter((m) => catalogue.payment_methods.includes(m));
  const priced = priceDraft(draft, catalogue);
  const remainder = priced.totals.totalMinor - priced.paidMinor;
  const cashPaid = draft.payments.filter((p) => p.method === 'cash');
  const tendered = cashPaid.reduce(
    (sum, p) => sum + (parseAmount(p.tendered) ?? parseAmount(p.amount) ?? 0),
    0,
  );
  const change =
    changeDue(
      tendered,
      cashPaid.reduce((sum, p) => sum + (parseAmount(p.amount) ?? 0), 0),
    ) ?? 0;

  const setLine = (index: number, patch: Partial<DraftLine>) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) }));
  const setPayment = (index: number, patch: Partial<DraftPayment>) =>
    setDraft((d) => ({ ...d, payments: d.payments.map((p, i) => (i === index ? { ...p, ...patch } : p)) }));
  const chooseItem = (index: number, itemId: string) => {
    const item = catalogue.items.find((i) => i.id === itemId);
    setLine(index, { itemId, price: priceTextOf(item) });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (priced.lines.some((l) => l === null)) {
      setProblem({ message: salesText.t('amountNotValid'), details: [] });
      return;
    }
    setProblem(null);
    try {
      const { sale } = await create.mutateAsync({ input: toSaleInput(draft), key: key.current });
      toast.success(salesText.t('saleSaved'));
      navigate(paths.farmer.sale(sale.id));
    } catch (error) {
      setProblem({ message: (error as Error).message, details: problemsOf(error) });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-6" noValidate>
      <fieldset className="rounded-box border border-base-300 bg-base-100 p-4">
        <legend className="px-1 font-semibold">{salesText.t('buyer')}</legend>
        <div className="flex flex-wrap gap-4">
          <label className="form-control">
            <span className="label-text">{salesText.t('customer')}</span>
            <select
              className="select select-bordered"
              value={draft.customerId}
              onChange={(e) => setDraft((d) => ({ ...d, customerId: e.target.value }))}
            >
              <option value="">{salesText.t('chooseCustomer')}</option>
              {customers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          {!draft.customerId && (
            <label className="form-control">
              <span className="label-text">{salesText.t('walkInName')}</span>
              <input
                className="input input-bordered"
                maxLength={120}
                value={draft.walkInName}
                onChange={(e) => setDraft((d) => ({ ...d, walkInName: e.target.value }))}
              />
            </label>
          )}
        </div>
      </fieldset>

      <fieldset className="rounded-box border border-base-300 bg-base-100 p-4">
        <legend className="px-1 font-semibold">{salesText.t('lines')}</legend>
        <div className="space-y-3">
          {draft.lines.map((line, index) => {
            const item = catalogue.items.find((i) => i.id === line.itemId);
            const amounts = priced.lines[index];
            const n = index + 1;
            return (
              <div key={line.key} className="flex flex-wrap items-end gap-2" data-testid="sale-line">
                <label className="form-control min-w-48 flex-1">
                  <span className="label-text">{salesText.t('item')}</span>
                  <select
                    className="select select-bordered"
                    value={line.itemId}
                    onChange={(e) => chooseItem(index, e.target.value)}
                    aria-describedby={item ? `${line.key}-stock` : undefined}
                  >
                    <option value="">{salesText.t('chooseItem')}</option>
                    {catalogue.items.map((i) => (
                      <option key={i.id} value={i.id}>
                        {i.name}
                      </option>
                    ))}
                  </select>
                  {item && (
                    <span id={`${line.key}-stock`} className="label-text-alt text-base-content/60">
                      {salesText.t('inStock', { quantity: item.quantity, unit: item.unit })}
                    </span>
                  )}
                </label>
                <label className="form-control w-24">
                  <span className="label-text">{salesText.t('quantity')}</span>
                  <input
                    className="input input-bordered"
                    inputMode="decimal"
                    value={line.quantity}
                    onChange={(e) => setLine(index, { quantity: e.target.value })}
                  />
                </label>
                <label className="form-control w-32">
                  <span className="label-text">{salesText.t('unitPrice')}</span>
                  <input
                    className="input input-bordered"
                    inputMode="decimal"
                    value={line.price}
                    onChange={(e) => setLine(index, { price: e.target.value })}
                  />
                </label>
                <label className="form-control w-28">
                  <span className="label-text">{salesText.t('discount')}</span>
                  <input
                    className="input input-bordered"
                    inputMode="decimal"
                    value={line.discount}
                    onChange={(e) => setLine(index, { discount: e.target.value })}
                  />
                </label>
                <label className="form-control w-36">
                  <span className="label-text">{salesText.t('tax')}</span>
                  <select
                    className="select select-bordered"
                    value={line.taxRateId}
                    onChange={(e) => setLine(index, { taxRateId: e.target.value })}
                  >
                    <option value="">{salesText.t('noTax')}</option>
                    {catalogue.tax_rates.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name}
                      </option>
                    ))}
                  </select>
                </label>
                <div className="w-32 pb-3 text-right tabular-nums" aria-label={salesText.t('lineTotal')}>
                  {amounts ? money(amounts.totalMinor) : '—'}
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-square"
                  aria-label={salesText.t('removeLine', { number: n })}
                  disabled={draft.lines.length === 1}
                  onClick={() => setDraft((d) => ({ ...d, lines: d.lines.filter((_, i) => i !== index) }))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
            );
          })}
        </div>
        <button
          type="button"
          className="btn btn-sm mt-3"
          disabled={draft.lines.length >= SALE_LINES_MAX}
          onClick={() => setDraft((d) => ({ ...d, lines: [...d.lines, emptyLine()] }))}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {salesText.t('addLine')}
        </button>
      </fieldset>

      <fieldset className="rounded-box border border-base-300 bg-base-100 p-4">
        <legend className="px-1 font-semibold">{salesText.t('payments')}</legend>
        <div className="space-y-3">
          {draft.payments.map((payment, index) => (
            <div key={payment.key} className="flex flex-wrap items-end gap-2">
              <label className="form-control w-40">
                <span className="label-text">{salesText.t('method')}</span>
                <select
                  className="select select-bordered"
                  value={payment.method}
                  onChange={(e) => setPayment(index, { method: e.target.value as DraftPayment['method'] })}
                >
                  {methods.map((m) => (
                    <option key={m} value={m}>
                      {methodLabel(m)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="form-control w-36">
                <span className="label-text">{salesText.t('amount')}</span>
                <input
                  className="input input-bordered"
                  inputMode="decimal"
                  value={payment.amount}
                  onChange={(e) => setPayment(index, { amount: e.target.value })}
                />
              </label>
              {payment.method === 'cash' ? (
                <label className="form-control w-40">
                  <span className="label-text">{salesText.t('tendered')}</span>
                  <input
                    className="input input-bordered"
                    inputMode="decimal"
                    value={payment.tendered}
                    onChange={(e) => setPayment(index, { tendered: e.target.value })}
                  />
                </label>
              ) : (
                <label className="form-control w-44">
                  <span className="label-text">
                    {payment.method === 'mpesa' ? salesText.t('mpesaCode') : salesText.t('reference')}
                  </span>
                  <input
                    className="input input-bordered uppercase"
                    maxLength={60}
                    value={payment.reference}
                    onChange={(e) => setPayment(index, { reference: e.target.value })}
                  />
                </label>
              )}
              <button
                type="button"
                className="btn btn-ghost btn-square"
                aria-label={salesText.t('removePayment', { number: index + 1 })}
                onClick={() =>
                  setDraft((d) => ({ ...d, payments: d.payments.filter((_, i) => i !== index) }))
                }
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm"
            disabled={draft.payments.length >= SALE_PAYMENTS_MAX || methods.length === 0}
            onClick={() =>
              setDraft((d) => ({
                ...d,
                payments: [
                  ...d.payments,
                  emptyPayment(methods[0], remainder > 0 ? amountText(remainder) : ''),
                ],
              }))
            }
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {remainder > 0 && draft.payments.length === 0
              ? salesText.t('payInFull')
              : salesText.t('addPayment')}
          </button>
        </div>
      </fieldset>

      <section
        aria-label={salesText.t('total')}
        className="rounded-box border border-base-300 bg-base-100 p-4"
      >
        <dl className="grid max-w-sm grid-cols-2 gap-1 tabular-nums">
          <dt>{salesText.t('subtotal')}</dt>
          <dd className="text-right">{money(priced.totals.subtotalMinor)}</dd>
          <dt>{salesText.t('discounts')}</dt>
          <dd className="text-right">{money(priced.totals.discountMinor)}</dd>
          <dt>{salesText.t('taxes')}</dt>
          <dd className="text-right">{money(priced.totals.taxMinor)}</dd>
          <dt className="font-semibold">{salesText.t('total')}</dt>
          <dd className="text-right font-semibold" data-testid="sale-total">
            {money(priced.totals.totalMinor)}
          </dd>
          <dt>{salesText.t('paid')}</dt>
          <dd className="text-right">{money(priced.paidMinor)}</dd>
          {remainder > 0 && (
            <>
              <dt>{salesText.t('leftOnCredit')}</dt>
              <dd className="text-right">{money(remainder)}</dd>
            </>
          )}
          {change > 0 && (
            <>
              <dt>{salesText.t('changeDue')}</dt>
              <dd className="text-right">{money(change)}</dd>
            </>
          )}
        </dl>
        <label className="form-control mt-4">
          <span className="label-text">{salesText.t('note')}</span>
          <textarea
            className="textarea textarea-bordered"
            maxLength={500}
            value={draft.note}
            onChange={(e) => setDraft((d) => ({ ...d, note: e.target.value }))}
          />
        </label>
        <label className="label mt-2 cursor-pointer justify-start gap-2">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={draft.issueInvoice}
            onChange={(e) => setDraft((d) => ({ ...d, issueInvoice: e.target.checked }))}
          />
          <span className="label-text">{salesText.t('issueInvoice')}</span>
        </label>
        <p className="text-sm text-base-content/60">{salesText.t('issueInvoiceHint')}</p>
      </section>

      {problem && (
        <FormAlert kind="error">
          <p>{localizeMessage(problem.message)}</p>
          {problem.details.length > 0 && (
            <ul className="list-disc pl-4">
              {problem.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
        </FormAlert>
      )}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? salesText.t('saving') : salesText.t('saveSale')}
        </button>
        <Link className="btn btn-ghost" to={paths.farmer.sales}>
          {salesText.t('cancel')}
        </Link>
      </div>
    </form>
  );
}
