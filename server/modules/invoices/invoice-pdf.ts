// The invoice as an A4 PDF (docs/product/invoices.md "PDF"): logo and issuer, buyer, number and dates, the lines
// with their tax, totals, payments, balance, how to pay and the footer, in the requesting person's language.
import type { InvoiceDetail } from '@/shared/contracts/invoices';
import { formatMoney } from '@/shared/settings/format';
import { LOCALES, type Language } from '@/shared/i18n/languages';
import { invoiceText, type InvoiceTextKey } from './i18n';
import { pdfText, renderPdf } from './pdf-document';

export const STATUS_KEY: Record<InvoiceDetail['status'], InvoiceTextKey> = {
  paid: 'statusPaid',
  part_paid: 'statusPartPaid',
  unpaid: 'statusUnpaid',
  refunded: 'statusRefunded',
  void: 'statusVoid',
};

export const METHOD_KEY: Record<string, InvoiceTextKey> = {
  cash: 'methodCash',
  mpesa: 'methodMpesa',
  bank_transfer: 'methodBank',
  card: 'methodCard',
  credit: 'methodCredit',
};

/** Quantities stored as numeric text ("2.50") read as people write them ("2.5"). */
export const quantityText = (quantity: string, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(quantity));

export function invoicePdf(
  invoice: InvoiceDetail,
  lang: Language,
  logo: { bytes: Buffer } | null,
): Promise<Buffer> {
  const t = (key: InvoiceTextKey, values?: Record<string, unknown>) =>
    pdfText(invoiceText.tIn(lang, key, values));
  const locale = LOCALES[lang];
  const money = (minor: number) => pdfText(formatMoney(minor, invoice.currency, locale));
  const title = `${invoiceText.tIn(lang, 'invoice')} ${invoice.number_text}`;
  return renderPdf(
    { size: 'A4', margin: 50, info: { Title: title, Subject: invoice.number_text } },
    (doc) => {
      const left = 50;
      const right = doc.page.width - 50;
      const width = right - left;
      let top = 50;
      if (logo) {
        try {
          doc.image(logo.bytes, left, top, { fit: [120, 60] });
        } catch {
          // An image pdfkit cannot read is left out rather than failing the invoice.
        }
      }
      doc.font('Helvetica-Bold').fontSize(20).text(t('invoice'), left, top, { width, align: 'right' });
      doc.font('Helvetica').fontSize(10).text(pdfText(invoice.number_text), { width, align: 'right' });
      doc.text(`${t('issuedOn')}: ${invoice.issued_on}`, { width, align: 'right' });
      doc.text(`${t('dueOn')}: ${invoice.due_on}`, { width, align: 'right' });
      doc.font('Helvetica-Bold').text(t(STATUS_KEY[invoice.status]), { width, align: 'right' });
      top = Math.max(doc.y, logo ? 120 : 0) + 10;

      const issuer = invoice.issuer;
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(pdfText(issuer.business_name ?? ''), left, top, { width: width / 2 });
      doc.font('Helvetica').fontSize(9);
      for (const line of [
        issuer.address,
        issuer.phone && t('phone', { phone: issuer.phone }),
        issuer.email && t('email', { email: issuer.email }),
        issuer.tax_id && t('taxId', { taxId: issuer.tax_id }),
      ]) {
        if (line) doc.text(pdfText(line), { width: width / 2 });
      }
      const issuerBottom = doc.y;
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(t('billTo'), left + width / 2, top, { width: width / 2 });
      doc.font('Helvetica').fontSize(9);
      const buyer = invoice.buyer;
      for (const line of [
        buyer.name ?? t('walkIn'),
        buyer.phone && t('phone', { phone: buyer.phone }),
        buyer.email && t('email', { email: buyer.email }),
        buyer.tax_id && t('taxId', { taxId: buyer.tax_id }),
      ]) {
        if (line) doc.text(pdfText(line), left + width / 2, undefined, { width: width / 2 });
      }
      top = Math.max(issuerBottom, doc.y) + 20;

      // Lines: description, quantity, unit price, discount, tax, amount.
      const cols = [left, left + 200, left + 250, left + 320, left + 380, left + 440];
      const colWidth = [195, 45, 65, 55, 55, width - 390];
      const row = (cells: string[], y: number, bold = false) => {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
        let height = 0;
        cells.forEach((cell, i) => {
          const options = { width: colWidth[i]!, align: i === 0 ? ('left' as const) : ('right' as const) };
          doc.text(cell, cols[i]!, y, options);
          height = Math.max(height, doc.heightOfString(cell, options));
        });
        return y + height + 4;
      };
      top = row(
        [t('description'), t('quantity'), t('unitPrice'), t('discount'), t('tax'), t('amount')],
        top,
        true,
      );
      doc
        .moveTo(left, top - 2)
        .lineTo(right, top - 2)
        .stroke();
      for (const line of invoice.lines) {
        if (top > doc.page.height - 150) {
          doc.addPage();
          top = 50;
        }
        const tax = line.tax_basis_points
          ? `${line.tax_name ?? ''} ${line.tax_basis_points / 100}%`.trim()
          : '';
        top = row(
          [
            pdfText(`${line.description} (${line.unit})`),
            quantityText(line.quantity, locale),
            money(line.unit_price_minor),
            line.discount_minor ? money(line.discount_minor) : '',
            tax,
            money(line.total_minor),
          ],
          top,
        );
      }
      doc.moveTo(left, top).lineTo(right, top).stroke();
      top += 8;

      const total = (label: string, value: string, bold = false) => {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
        doc.text(label, left + 250, top, { width: 130, align: 'right' });
        doc.text(value, left + 390, top, { width: width - 390, align: 'right' });
        top = doc.y + 3;
      };
      total(t('subtotal'), money(invoice.subtotal_minor));
      if (invoice.discount_minor) total(t('discount'), `-${money(invoice.discount_minor)}`);
      if (invoice.tax_minor) total(t('tax'), money(invoice.tax_minor));
      total(t('total'), money(invoice.total_minor), true);
      total(t('paid'), money(invoice.paid_minor));
      total(t('balance'), money(invoice.balance_minor), true);
      top += 10;

      if (invoice.payments.length) {
        doc.font('Helvetica-Bold').fontSize(10).text(t('payments'), left, top);
        doc.font('Helvetica').fontSize(9);
        for (const payment of invoice.payments) {
          const method = METHOD_KEY[payment.method] ? t(METHOD_KEY[payment.method]!) : payment.method;
          const kind = payment.kind === 'refund' ? `${t('refund')}: ` : '';
          const reference = payment.reference ? ` (${payment.reference})` : '';
          doc.text(
            pdfText(
              `${payment.received_at.slice(0, 10)}  ${kind}${method}${reference}  ${money(payment.amount_minor)}`,
            ),
          );
        }
        top = doc.y + 10;
      }
      if (invoice.status === 'void' && invoice.void_reason) {
        doc
          .font('Helvetica-Bold')
          .fontSize(11)
          .text(t('voidReason', { reason: invoice.void_reason }), left, top);
        top = doc.y + 10;
      }
      if (issuer.payment_instructions) {
        doc.font('Helvetica-Bold').fontSize(10).text(t('paymentInstructions'), left, top);
        doc.font('Helvetica').fontSize(9).text(pdfText(issuer.payment_instructions), { width });
        top = doc.y + 10;
      }
      if (issuer.footer) {
        doc
          .font('Helvetica')
          .fontSize(8)
          .text(pdfText(issuer.footer), left, top + 10, { width, align: 'center' });
      }
    },
  );
}
