// The invoice actions behind the routes (docs/product/invoices.md): issue for a sale on request, void (the number
// stays used), the PDF, and e-mailing it to the customer with the PDF attached. Each write is one transaction
// with its activity-log entry.
import { eq } from 'drizzle-orm';
import type { ServerContext } from '@/server/context';
import type { Database } from '@/server/db/client';
import { invoices } from '@/server/db/schema/sales';
import { fieldError, HttpError } from '@/server/lib/http-error';
import { languageOf } from '@/server/lib/i18n';
import { recordActivity, type PersonActor } from '@/server/modules/activity/record';
import { isUuid, requireFarmPermission, type FarmAccess } from '@/server/modules/farms/farm-access';
import { farmToday } from '@/server/modules/tasks/farm-calendar';
import { formatMoney } from '@/shared/settings/format';
import { LOCALES } from '@/shared/i18n/languages';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import { invoiceText } from './i18n';
import { invoiceNotFound, loadInvoice } from './invoice-read';
import { invoicePdf } from './invoice-pdf';
import { INVOICE_MESSAGES } from './invoice-messages';
import { resolveInvoiceSettings } from './invoice-settings-resolve';
import { logoOf } from './invoice-settings';
import { issueInvoice } from './issue-invoice';

export const todayOf = (access: FarmAccess, now: Date) => farmToday(now, access.farm.timezone);

export function createInvoiceService(ctx: Pick<ServerContext, 'db' | 'clock' | 'messages'>) {
  const { db, clock } = ctx;

  async function access(userId: string, farmId: string, permission: FarmPermission) {
    return requireFarmPermission(db, userId, farmId, permission);
  }

  async function detail(farm: FarmAccess, invoiceId: string, tx: Database = db) {
    if (!isUuid(invoiceId)) throw invoiceNotFound();
    return loadInvoice(tx, farm.farm.id, invoiceId, todayOf(farm, clock.now()));
  }

  async function pdf(farm: FarmAccess, invoiceId: string, userId: string) {
    const invoice = await detail(farm, invoiceId);
    const settings = await resolveInvoiceSettings(db, farm.farm.id);
    const logo = await logoOf(db, settings.logoSettingsId);
    const bytes = await invoicePdf(invoice, await languageOf(db, userId), logo);
    return { invoice, bytes, fileName: `${invoice.number_text.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf` };
  }

  return {
    access,
    detail,
    pdf,

    async issue(actor: PersonActor, farmId: string, saleId: string) {
      const farm = await access(actor.id, farmId, 'sales.create');
      if (!isUuid(saleId))
        throw new HttpError(404, INVOICE_MESSAGES.saleNotFound, { code: 'sale_not_found' });
      const now = clock.now();
      return db.transaction(async (tx) => {
        const before = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.saleId, saleId));
        const issued = await issueInvoice(
          { db: tx, farmId: farm.farm.id, userId: actor.id, now, today: todayOf(farm, now) },
          saleId,
        );
        const created = before.length === 0;
        if (created) {
          await recordActivity(tx, {
            farmId: farm.farm.id,
            actor,
            module: 'sales',
            action: 'create',
            recordType: 'invoice',
            recordId: issued.id,
            summary: `Issued invoice ${issued.number_text}`,
            after: issued,
            at: now,
          });
        }
        return { created, invoice: await detail(farm, issued.id, tx) };
      });
    },

    async void(actor: PersonActor, farmId: string, invoiceId: string, reason: string) {
      const farm = await access(actor.id, farmId, 'sales.edit');
      if (!isUuid(invoiceId)) throw invoiceNotFound();
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
        if (!row || row.farmId !== farm.farm.id) throw invoiceNotFound();
        if (row.voidedAt) throw new HttpError(409, INVOICE_MESSAGES.alreadyVoid, { code: 'invoice_void' });
        await tx.update(invoices).set({ voidedAt: now, voidReason: reason }).where(eq(invoices.id, row.id));
        await recordActivity(tx, {
          farmId: farm.farm.id,
          actor,
          module: 'sales',
          action: 'edit',
          recordType: 'invoice',
          recordId: row.id,
          summary: `Voided invoice ${row.numberText}: ${reason}`,
          before: { voided_at: null },
          after: { voided_at: now.toISOString(), void_reason: reason },
          at: now,
        });
        return detail(farm, row.id, tx);
      });
    },

    async email(actor: PersonActor, farmId: string, invoiceId: string, to: string | null) {
      const farm = await access(actor.id, farmId, 'sales.create');
      const { invoice, bytes, fileName } = await pdf(farm, invoiceId, actor.id);
      const address = to ?? invoice.buyer.email;
      if (!address) throw fieldError('to', INVOICE_MESSAGES.noEmail, 'email_missing');
      const lang = await languageOf(db, actor.id);
      const money = (minor: number) => formatMoney(minor, invoice.currency, LOCALES[lang]);
      const business = invoice.issuer.business_name ?? farm.farm.name;
      await ctx.messages.sendEmail({
        to: address,
        subject: invoiceText.tIn(lang, 'emailSubject', { number: invoice.number_text, business }),
        text: invoiceText
          .tIn(lang, 'emailText', {
            name: invoice.buyer.name ?? invoiceText.tIn(lang, 'walkIn'),
            number: invoice.number_text,
            business,
            total: money(invoice.total_minor),
            due: invoice.due_on,
            balance: money(invoice.balance_minor),
            instructions: invoice.issuer.payment_instructions ?? '',
          })
          .replace(/\n{3,}/g, '\n\n'),
        attachments: [{ filename: fileName, contentType: 'application/pdf', content: bytes }],
      });
      const now = clock.now();
      return db.transaction(async (tx) => {
        await tx
          .update(invoices)
          .set({ emailedAt: now, emailedTo: address })
          .where(eq(invoices.id, invoice.id));
        await recordActivity(tx, {
          farmId: farm.farm.id,
          actor,
          module: 'sales',
          action: 'edit',
          recordType: 'invoice',
          recordId: invoice.id,
          summary: `E-mailed invoice ${invoice.number_text} to ${address}`,
          after: { emailed_at: now.toISOString(), emailed_to: address },
          at: now,
        });
        return detail(farm, invoice.id, tx);
      });
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
