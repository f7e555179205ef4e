// The point of sale's receipt (docs/product/invoices.md "Receipts"): an 80 mm wide PDF for a receipt printer or to
// share, and a short SMS with the farm, the receipt number, total, paid, change and date. Money through
// formatMoney in the sale's currency and the requesting person's language.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { farms } from '@/server/db/schema/farms';
import { saleLines, salePayments, sales } from '@/server/db/schema/sales';
import { HttpError } from '@/server/lib/http-error';
import { localDay } from '@/server/modules/farm-work-alerts/local-day';
import { formatMoney } from '@/shared/settings/format';
import { LOCALES, type Language } from '@/shared/i18n/languages';
import { invoiceText, type InvoiceTextKey } from './i18n';
import { METHOD_KEY, quantityText } from './invoice-pdf';
import { INVOICE_MESSAGES } from './invoice-messages';
import { pdfText, renderPdf } from './pdf-document';

/** 80 mm in PDF points (72 a inch). */
const RECEIPT_WIDTH = Math.round((80 / 25.4) * 72);

export async function loadReceipt(db: Database, farmId: string, saleId: string) {
  const [row] = await db
    .select({ sale: sales, farmName: farms.name, timezone: farms.timezone })
    .from(sales)
    .innerJoin(farms, eq(farms.id, sales.farmId))
    .where(and(eq(sales.id, saleId), eq(sales.farmId, farmId)));
  if (!row) throw new HttpError(404, INVOICE_MESSAGES.saleNotFound, { code: 'sale_not_found' });
  const [lines, payments] = await Promise.all([
    db.select().from(saleLines).where(eq(saleLines.saleId, saleId)).orderBy(asc(saleLines.position)),
    db
      .select()
      .from(salePayments)
      .where(eq(salePayments.saleId, saleId))
      .orderBy(asc(salePayments.receivedAt)),
  ]);
  const received = payments.filter((p) => p.kind === 'payment');
  // Change is what cash handed over exceeded each cash payment by.
  const change = received.reduce(
    (sum, p) =>
      sum + (p.tenderedMinor && p.tenderedMinor > p.amountMinor ? p.tenderedMinor - p.amountMinor : 0),
    0,
  );
  const tendered = received.reduce((sum, p) => sum + (p.tenderedMinor ?? p.amountMinor), 0);
  return {
    sale: row.sale,
    farmName: row.farmName,
    day: localDay(row.sale.soldAt, row.timezone).today,
    lines,
    payments,
    change,
    tendered,
  };
}
export type Receipt = Awaited<ReturnType<typeof loadReceipt>>;

export const receiptNumber = (receipt: Receipt) => String(receipt.sale.receiptNumber);

export function receiptSms(receipt: Receipt, lang: Language): string {
  const money = (minor: number) => formatMoney(minor, receipt.sale.currency, LOCALES[lang]);
  return invoiceText.tIn(lang, 'smsReceipt', {
    farm: receipt.farmName,
    number: receiptNumber(receipt),
    date: receipt.day,
    total: money(receipt.sale.totalMinor),
    paid: money(receipt.sale.paidMinor - receipt.sale.refundedMinor),
    change: money(receipt.change),
  });
}

export function receiptPdf(receipt: Receipt, lang: Language): Promise<Buffer> {
  const t = (key: InvoiceTextKey, values?: Record<string, unknown>) =>
    pdfText(invoiceText.tIn(lang, key, values));
  const locale = LOCALES[lang];
  const money = (minor: number) => pdfText(formatMoney(minor, receipt.sale.currency, locale));
  const number = receiptNumber(receipt);
  const margin = 10;
  const width = RECEIPT_WIDTH - margin * 2;
  // Long enough for every line; receipt printers cut where the content ends.
  const height = 260 + receipt.lines.length * 30 + receipt.payments.length * 14;
  const title = `${invoiceText.tIn(lang, 'receipt')} ${number}`;
  return renderPdf(
    { size: [RECEIPT_WIDTH, height], margin, info: { Title: title, Subject: `receipt ${number}` } },
    (doc) => {
      const center = { width, align: 'center' as const };
      doc.font('Helvetica-Bold').fontSize(11).text(pdfText(receipt.farmName), margin, margin, center);
      doc.font('Helvetica').fontSize(8).text(t('receiptNumber', { number }), center);
      doc.text(receipt.day, center);
      doc.moveDown(0.5);
      const pair = (label: string, value: string, bold = false) => {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 9 : 8);
        const y = doc.y;
        doc.text(label, margin, y, { width: width * 0.6 });
        const after = doc.y;
        doc.text(value, margin + width * 0.6, y, { width: width * 0.4, align: 'right' });
        doc.y = Math.max(after, doc.y);
      };
      for (const line of receipt.lines) {
        doc.font('Helvetica').fontSize(8).text(pdfText(line.description), margin, doc.y, { width });
        pair(
          `  ${quantityText(line.quantity, locale)} ${pdfText(line.unit)} x ${money(line.unitPriceMinor)}`,
          money(line.totalMinor),
        );
      }
      doc.moveDown(0.3);
      doc
        .moveTo(margin, doc.y)
        .lineTo(margin + width, doc.y)
        .stroke();
      doc.moveDown(0.3);
      if (receipt.sale.discountMinor) pair(t('discount'), `-${money(receipt.sale.discountMinor)}`);
      if (receipt.sale.taxMinor) pair(t('tax'), money(receipt.sale.taxMinor));
      pair(t('total'), money(receipt.sale.totalMinor), true);
      for (const payment of receipt.payments) {
        const method = METHOD_KEY[payment.method] ? t(METHOD_KEY[payment.method]!) : payment.method;
        const label = payment.kind === 'refund' ? `${t('refund')} (${method})` : method;
        const reference = payment.reference ? ` ${pdfText(payment.reference)}` : '';
        pair(`${label}${reference}`, money(payment.tenderedMinor ?? payment.amountMinor));
      }
      if (receipt.change) pair(t('change'), money(receipt.change), true);
      doc.moveDown(0.8);
      doc.font('Helvetica').fontSize(8).text(t('thanks'), margin, doc.y, center);
    },
  );
}
