// The printable invoice, /invoice/{id} (docs/product/invoices.md "Printable invoice"): the snapshots taken when
// it was issued, the sale's lines, totals, payments and balance, with Print (A4, nothing but the invoice),
// Download PDF and E-mail. The payment stamp follows the payments received.
import { useState } from 'react';
import { failureMessage } from '@/shared/api/form-errors';
import type { InvoiceDetail } from '@/shared/api/invoices';
import { localizeMessage } from '@/shared/i18n/messages';
import { formatMoney } from '@/shared/settings/format';
import { FormAlert } from '@/web/components/form/form-alert';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useDownloadInvoicePdf, useEmailInvoice } from '../hooks/use-invoice';
import { useInvoiceLogoUrl } from '../hooks/use-invoice-settings';
import { invoicesText, type InvoicesTextKey } from '../i18n';
import { InvoiceStamp } from './invoice-stamp';

const METHOD_LABEL: Record<string, InvoicesTextKey> = {
  cash: 'methodCash',
  mpesa: 'methodMpesa',
  bank_transfer: 'methodBank',
  card: 'methodCard',
  credit: 'methodCredit',
};

// A4 with a printer's margin; the screen's chrome (header, buttons) is hidden by print: classes.
const PRINT_CSS = '@page { size: A4; margin: 14mm; } @media print { body { background: white; } }';

export function PrintableInvoice({ invoice }: { invoice: InvoiceDetail }) {
  useDocumentTitle(invoicesText.t('invoiceNumber', { number: invoice.number_text }));
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const logoUrl = useInvoiceLogoUrl(invoice.farm_id, invoice.id, invoice.has_logo);
  const { issuer, buyer } = invoice;

  return (
    <>
      <style>{PRINT_CSS}</style>
      <InvoiceActions invoice={invoice} />
      <article className="rounded-box border border-base-300 bg-base-100 p-6 print:border-0 print:p-0">
        <header className="flex flex-wrap items-start justify-between gap-6">
          <div className="min-w-0">
            {logoUrl && (
              <img src={logoUrl} alt={invoicesText.t('logoAlt')} className="mb-3 max-h-16 max-w-40" />
            )}
            <p className="text-lg font-semibold">{issuer.business_name}</p>
            {issuer.address && <p className="whitespace-pre-line text-sm">{issuer.address}</p>}
            {issuer.phone && <p className="text-sm">{issuer.phone}</p>}
            {issuer.email && <p className="text-sm">{issuer.email}</p>}
            {issuer.tax_id && (
              <p className="text-sm">{invoicesText.t('taxIdLine', { taxId: issuer.tax_id })}</p>
            )}
          </div>
          <div className="text-right">
            <h1 className="text-2xl font-bold">{invoicesText.t('invoice')}</h1>
            <p className="font-mono">{invoice.number_text}</p>
            <p className="text-sm">
              {invoicesText.t('issuedOn')}: {invoice.issued_on}
            </p>
            <p className="text-sm">
              {invoicesText.t('dueOn')}: {invoice.due_on}
            </p>
            <div className="mt-3">
              <InvoiceStamp status={invoice.status} overdue={invoice.overdue} />
            </div>
          </div>
        </header>

        <section className="mt-6">
          <h2 className="text-sm font-semibold uppercase text-base-content/70">{invoicesText.t('billTo')}</h2>
          <p className="font-medium">{buyer.name ?? invoicesText.t('walkIn')}</p>
          {buyer.phone && <p className="text-sm">{buyer.phone}</p>}
          {buyer.email && <p className="text-sm">{buyer.email}</p>}
          {buyer.tax_id && <p className="text-sm">{invoicesText.t('taxIdLine', { taxId: buyer.tax_id })}</p>}
        </section>

        <div className="mt-6 overflow-x-auto">
          <table className="table table-sm">
            <thead>
              <tr>
                <th>{invoicesText.t('description')}</th>
                <th className="text-right">{invoicesText.t('quantity')}</th>
                <th className="text-right">{invoicesText.t('unitPrice')}</th>
                <th className="text-right">{invoicesText.t('discount')}</th>
                <th className="text-right">{invoicesText.t('tax')}</th>
                <th className="text-right">{invoicesText.t('amount')}</th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line, i) => (
                <tr key={i}>
                  <td>
                    {line.description} <span className="text-base-content/60">({line.unit})</span>
                  </td>
                  <td className="text-right tabular-nums">{Number(line.quantity)}</td>
                  <td className="text-right tabular-nums">{money(line.unit_price_minor)}</td>
                  <td className="text-right tabular-nums">
                    {line.discount_minor ? money(line.discount_minor) : ''}
                  </td>
                  <td className="text-right">
                    {line.tax_basis_points
                      ? `${line.tax_name ?? ''} ${line.tax_basis_points / 100}%`.trim()
                      : ''}
                  </td>
                  <td className="text-right tabular-nums">{money(line.total_minor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <dl className="ml-auto mt-4 grid max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt>{invoicesText.t('subtotal')}</dt>
          <dd className="text-right tabular-nums">{money(invoice.subtotal_minor)}</dd>
          {invoice.discount_minor > 0 && (
            <>
              <dt>{invoicesText.t('discount')}</dt>
              <dd className="text-right tabular-nums">-{money(invoice.discount_minor)}</dd>
            </>
          )}
          {invoice.tax_minor > 0 && (
            <>
              <dt>{invoicesText.t('tax')}</dt>
              <dd className="text-right tabular-nums">{money(invoice.tax_minor)}</dd>
            </>
          )}
          <dt className="font-semibold">{invoicesText.t('total')}</dt>
          <dd className="text-right font-semibold tabular-nums">{money(invoice.total_minor)}</dd>
          <dt>{invoicesText.t('paid')}</dt>
          <dd className="text-right tabular-nums">{money(invoice.paid_minor)}</dd>
          <dt className="font-semibold">{invoicesText.t('balance')}</dt>
          <dd className="text-right font-semibold tabular-nums">{money(invoice.balance_minor)}</dd>
        </dl>

        {invoice.payments.length > 0 && (
          <section className="mt-6">
            <h2 className="text-sm font-semibold uppercase text-base-content/70">
              {invoicesText.t('payments')}
            </h2>
            <ul className="text-sm">
              {invoice.payments.map((payment, i) => (
                <li key={i} className="flex justify-between gap-4">
                  <span>
                    {payment.received_at.slice(0, 10)}{' '}
                    {payment.kind === 'refund' && `${invoicesText.t('refund')}: `}
                    {METHOD_LABEL[payment.method]
                      ? invoicesText.t(METHOD_LABEL[payment.method]!)
                      : payment.method}
                    {payment.reference && ` (${payment.reference})`}
                  </span>
                  <span className="tabular-nums">{money(payment.amount_minor)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {invoice.status === 'void' && invoice.void_reason && (
          <p className="mt-6 font-semibold text-error">
            {invoicesText.t('voidReason', { reason: invoice.void_reason })}
          </p>
        )}
        {issuer.payment_instructions && (
          <section className="mt-6">
            <h2 className="text-sm font-semibold uppercase text-base-content/70">
              {invoicesText.t('howToPay')}
            </h2>
            <p className="whitespace-pre-line text-sm">{issuer.payment_instructions}</p>
          </section>
        )}
        {issuer.footer && (
          <footer className="mt-8 text-center text-xs text-base-content/70">{issuer.footer}</footer>
        )}
      </article>
    </>
  );
}

function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const download = useDownloadInvoicePdf(invoice);
  const email = useEmailInvoice(invoice);
  const [emailing, setEmailing] = useState(false);
  const [to, setTo] = useState(invoice.buyer.email ?? '');
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setFailure(null);
    try {
      await email.mutateAsync(to.trim() || null);
      setEmailing(false);
    } catch (error) {
      setFailure(failureMessage(error, invoicesText.t('couldNotEmail')));
    }
  };

  return (
    <div className="mb-4 print:hidden">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          {invoicesText.t('print')}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {invoicesText.t('downloadPdf')}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setEmailing((open) => !open)}>
          {invoicesText.t('emailInvoice')}
        </button>
      </div>
      {emailing && (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label className="fieldset py-0">
            <span className="fieldset-legend pb-1 pt-0 text-sm">{invoicesText.t('emailTo')}</span>
            <input
              type="email"
              className="input input-sm w-72"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              autoFocus
            />
          </label>
          <button type="submit" className="btn btn-primary btn-sm" disabled={email.isPending}>
            {email.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {invoicesText.t('send')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEmailing(false)}>
            {invoicesText.t('cancel')}
          </button>
        </form>
      )}
      {failure && (
        <div className="mt-2">
          <FormAlert kind="error">{localizeMessage(failure)}</FormAlert>
        </div>
      )}
    </div>
  );
}
