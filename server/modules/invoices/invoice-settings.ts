// Invoice settings (docs/product/invoices.md "Settings"): a person's default row and a farm's own row, the logo
// of each, and a farm's next invoice number, which may only move forward of the last number issued (numbers
// stay gapless and unique: decision 039).
import { and, eq, isNull, max } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  FarmInvoiceSettings,
  FarmInvoiceSettingsInput,
  InvoiceSettings,
  InvoiceSettingsInput,
} from '@/shared/contracts/invoices';
import type { Database } from '@/server/db/client';
import { invoiceCounters, invoiceSettings, invoices } from '@/server/db/schema/sales';
import { fieldError } from '@/server/lib/http-error';
import {
  BUILT_IN,
  defaultSettingsRow,
  farmSettingsRow,
  resolveInvoiceSettings,
  type InvoiceSettingsRow,
} from './invoice-settings-resolve';
import { INVOICE_MESSAGES } from './invoice-messages';
import { numberText } from './issue-invoice';

type SettingsInput = z.output<typeof InvoiceSettingsInput>;
type FarmSettingsInput = z.output<typeof FarmInvoiceSettingsInput>;

export function toSettingsDto(row: InvoiceSettingsRow | null): InvoiceSettings {
  return {
    business_name: row?.businessName ?? null,
    address: row?.address ?? null,
    phone: row?.phone ?? null,
    email: row?.email ?? null,
    tax_id: row?.taxId ?? null,
    payment_instructions: row?.paymentInstructions ?? null,
    footer: row?.footer ?? null,
    number_prefix: row?.numberPrefix ?? BUILT_IN.numberPrefix,
    starting_number: row?.startingNumber ?? BUILT_IN.startingNumber,
    payment_terms_days: row?.paymentTermsDays ?? BUILT_IN.paymentTermsDays,
    has_logo: Boolean(row?.logo),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

function columnsOf(input: SettingsInput, now: Date) {
  return {
    businessName: input.business_name,
    address: input.address,
    phone: input.phone,
    email: input.email,
    taxId: input.tax_id,
    paymentInstructions: input.payment_instructions,
    footer: input.footer,
    numberPrefix: input.number_prefix,
    startingNumber: input.starting_number,
    paymentTermsDays: input.payment_terms_days,
    updatedAt: now,
  };
}

export async function saveDefaultSettings(db: Database, userId: string, input: SettingsInput, now: Date) {
  const values = columnsOf(input, now);
  const existing = await defaultSettingsRow(db, userId);
  if (existing) {
    await db.update(invoiceSettings).set(values).where(eq(invoiceSettings.id, existing.id));
  } else {
    await db
      .insert(invoiceSettings)
      .values({ ownerUserId: userId, farmId: null, ...values })
      .onConflictDoUpdate({
        target: invoiceSettings.ownerUserId,
        targetWhere: isNull(invoiceSettings.farmId),
        set: values,
      });
  }
  return toSettingsDto(await defaultSettingsRow(db, userId));
}

/** The number the farm's next invoice takes, and the lowest it may be set to (one past the last issued). */
async function numbering(db: Database, farmId: string, startingNumber: number) {
  const [[counter], [issued]] = await Promise.all([
    db.select().from(invoiceCounters).where(eq(invoiceCounters.farmId, farmId)),
    db
      .select({ last: max(invoices.number) })
      .from(invoices)
      .where(eq(invoices.farmId, farmId)),
  ]);
  return { next: counter?.nextNumber ?? startingNumber, lowest: (issued?.last ?? 0) + 1 };
}

export async function farmSettings(db: Database, farmId: string): Promise<FarmInvoiceSettings> {
  const effective = await resolveInvoiceSettings(db, farmId);
  const { next, lowest } = await numbering(db, farmId, effective.startingNumber);
  const own = effective.farmRow;
  return {
    ...effective.text,
    number_prefix: effective.numberPrefix,
    starting_number: effective.startingNumber,
    payment_terms_days: effective.paymentTermsDays,
    has_logo: effective.logoSettingsId !== null,
    updated_at: (own ?? effective.defaultRow)?.updatedAt.toISOString() ?? null,
    farm_id: farmId,
    farm_name: effective.farmName,
    has_own: own !== null,
    from_default: effective.fromDefault,
    next_number: next,
    min_next_number: lowest,
    next_number_text: numberText(effective.numberPrefix, next),
  };
}

/**
 * The farm's own row, created when missing with the numbering the farm already follows (its owner's default), so
 * uploading a logo first does not change how invoices are numbered.
 */
export async function ensureFarmRow(db: Database, farmId: string, now: Date): Promise<InvoiceSettingsRow> {
  const existing = await farmSettingsRow(db, farmId);
  if (existing) return existing;
  const effective = await resolveInvoiceSettings(db, farmId);
  await db
    .insert(invoiceSettings)
    .values({
      ownerUserId: effective.ownerId,
      farmId,
      numberPrefix: effective.numberPrefix,
      startingNumber: effective.startingNumber,
      paymentTermsDays: effective.paymentTermsDays,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return (await farmSettingsRow(db, farmId))!;
}

/** Saves a farm's own settings inside the caller's transaction; the next number moves under the counter's lock. */
export async function saveFarmSettings(
  db: Database,
  farmId: string,
  input: FarmSettingsInput,
  now: Date,
): Promise<{ before: FarmInvoiceSettings; after: FarmInvoiceSettings }> {
  const before = await farmSettings(db, farmId);
  const row = await ensureFarmRow(db, farmId, now);
  await db.update(invoiceSettings).set(columnsOf(input, now)).where(eq(invoiceSettings.id, row.id));
  if (input.next_number !== undefined && input.next_number !== null) {
    await setNextNumber(db, farmId, input.next_number, input.starting_number);
  }
  return { before, after: await farmSettings(db, farmId) };
}

async function setNextNumber(db: Database, farmId: string, next: number, startingNumber: number) {
  // Under the counter's row lock, so an invoice issued at the same moment cannot take a number this skips back to.
  await db.insert(invoiceCounters).values({ farmId, nextNumber: startingNumber }).onConflictDoNothing();
  await db.select().from(invoiceCounters).where(eq(invoiceCounters.farmId, farmId)).for('update');
  const [issued] = await db
    .select({ last: max(invoices.number) })
    .from(invoices)
    .where(eq(invoices.farmId, farmId));
  const lowest = (issued?.last ?? 0) + 1;
  if (next < lowest)
    throw fieldError('next_number', INVOICE_MESSAGES.nextNumberTooLow(lowest), 'next_number_too_low');
  await db.update(invoiceCounters).set({ nextNumber: next }).where(eq(invoiceCounters.farmId, farmId));
}

export async function saveLogo(db: Database, rowId: string, contentType: string, bytes: Buffer, now: Date) {
  await db
    .update(invoiceSettings)
    .set({ logo: bytes, logoContentType: contentType, updatedAt: now })
    .where(eq(invoiceSettings.id, rowId));
}

export async function logoOf(db: Database, rowId: string | null) {
  if (!rowId) return null;
  const [row] = await db
    .select({ logo: invoiceSettings.logo, type: invoiceSettings.logoContentType })
    .from(invoiceSettings)
    .where(and(eq(invoiceSettings.id, rowId)));
  return row?.logo && row.type ? { bytes: Buffer.from(row.logo), contentType: row.type } : null;
}
