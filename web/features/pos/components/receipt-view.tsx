// The receipt after a sale (docs/product/point-of-sale.md "Receipt"): number, lines, totals, payments and change,
// laid out to print on an 80 mm roll; a queued sale says its number comes when it reaches the server.
import type { ReceiptModel } from '../cart/receipt-model';
import { formatMoney } from '@/shared/settings/format';
import { useMomentFormat } from '../hooks/use-moment-format';
import { posText } from '../i18n';
import { RECEIPT_PRINT_STYLE } from './receipt-print-style';
import { ReceiptShare } from './receipt-share';

export function ReceiptView({
  receipt,
  farmId,
  farmName,
  currency,
  online,
  onNewSale,
}: {
  receipt: ReceiptModel;
  farmId: string;
  farmName: string;
  currency: string;
  online: boolean;
  onNewSale: () => void;
}) {
  const moment = useMomentFormat();
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <section aria-label={posText.t('receipt')} className="mx-auto flex w-full max-w-md flex-col gap-4">
      <style>{RECEIPT_PRINT_STYLE}</style>
      <article className="pos-receipt card bg-base-100 border-base-300 border p-4 font-mono text-sm">
        <h2 className="text-center text-base font-bold">{farmName}</h2>
        <p className="text-center">
          {receipt.number === null
            ? posText.t('queued')
            : posText.t('receiptNumber', { number: String(receipt.number) })}
        </p>
        <p className="text-center">{moment(receipt.madeAt)}</p>
        <p className="text-center">{receipt.customerName ?? posText.t('walkInCustomer')}</p>
        <hr className="my-2 border-dashed" />
        <ul>
          {receipt.lines.map((line, i) => (
            <li key={i} className="flex justify-between gap-2">
              <span>
                {line.name}
                <br />
                {line.quantity} {line.unit} × {money(line.unitPriceMinor)}
              </span>
              <span className="self-end tabular-nums">{money(line.totalMinor)}</span>
            </li>
          ))}
        </ul>
        <hr className="my-2 border-dashed" />
        <dl className="grid grid-cols-2">
          <dt>{posText.t('subtotal')}</dt>
          <dd className="text-right tabular-nums">{money(receipt.subtotalMinor)}</dd>
          {receipt.discountMinor > 0 && (
            <>
              <dt>{posText.t('discount')}</dt>
              <dd className="text-right tabular-nums">
                {posText.t('minusAmount', { amount: money(receipt.discountMinor) })}
              </dd>
            </>
          )}
          {receipt.taxMinor > 0 && (
            <>
              <dt>{posText.t('tax')}</dt>
              <dd className="text-right tabular-nums">{money(receipt.taxMinor)}</dd>
            </>
          )}
          <dt className="font-bold">{posText.t('total')}</dt>
          <dd className="text-right font-bold tabular-nums" data-testid="receipt-total">
            {money(receipt.totalMinor)}
          </dd>
          {receipt.payments.map((p, i) => (
            <PaymentRows key={i} payment={p} money={money} />
          ))}
          {receipt.changeMinor > 0 && (
            <>
              <dt>{posText.t('change')}</dt>
              <dd className="text-right tabular-nums">{money(receipt.changeMinor)}</dd>
            </>
          )}
          {receipt.owingMinor > 0 && (
            <>
              <dt>{posText.t('owing')}</dt>
              <dd className="text-right tabular-nums">{money(receipt.owingMinor)}</dd>
            </>
          )}
        </dl>
        <p className="mt-2 text-center">{posText.t('thankYou')}</p>
      </article>
      {receipt.number === null && <p role="status">{posText.t('queuedReceipt')}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary min-h-11 grow" onClick={onNewSale}>
          {posText.t('newSale')}
        </button>
        <button type="button" className="btn min-h-11" onClick={() => window.print()}>
          {posText.t('print')}
        </button>
      </div>
      {receipt.saleId && receipt.number !== null && online && (
        <ReceiptShare
          farmId={farmId}
          saleId={receipt.saleId}
          number={receipt.number}
          phone={receipt.customerPhone}
        />
      )}
    </section>
  );
}

function PaymentRows({
  payment,
  money,
}: {
  payment: ReceiptModel['payments'][number];
  money: (minor: number) => string;
}) {
  return (
    <>
      <dt>
        {posText.t(`method_${payment.method}`)}
        {payment.reference ? ` ${payment.reference}` : ''}
      </dt>
      <dd className="text-right tabular-nums">{money(payment.amountMinor)}</dd>
      {payment.tenderedMinor !== null && payment.tenderedMinor > payment.amountMinor && (
        <>
          <dt>{posText.t('tendered')}</dt>
          <dd className="text-right tabular-nums">{money(payment.tenderedMinor)}</dd>
        </>
      )}
    </>
  );
}
