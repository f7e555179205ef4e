// Which seller details an invoice of a farm carries (docs/product/invoices.md): the farm's own settings row, field
// by field falling back to the farm owner's default row (Settings → Invoice → Default), then to built-in defaults
// (business name = the farm's name, prefix INV-, 14 days to pay).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { farms } from '@/server/db/schema/farms';
import { invoiceSettings } from '@/server/db/schema/sales';

export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;

export const TEXT_FIELDS = [
  'business_name',
  'address',
  'phone',
  'email',
  'tax_id',
  'payment_instructions',
  'footer',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const NUMBER_FIELDS = ['number_prefix', 'starting_number', 'payment_terms_days'] as const;
export type SettingsField = TextField | (typeof NUMBER_FIELDS)[number] | 'logo';

export const BUILT_IN = { numberPrefix: 'INV-', startingNumber: 1, paymentTermsDays: 14 } as const;

const COLUMN: Record<TextField, keyof InvoiceSettingsRow> = {
  business_name: 'businessName',
  address: 'address',
  phone: 'phone',
  email: 'email',
  tax_id: 'taxId',
  payment_instructions: 'paymentInstructions',
  footer: 'footer',
};

export interface EffectiveInvoiceSettings {
  farmId: string;
  farmName: string;
  ownerId: string;
  text: Record<TextField, string | null>;
  numberPrefix: string;
  startingNumber: number;
  paymentTermsDays: number;
  /** The row the logo is read from (the farm's, else the default's), or null when neither has one. */
  logoSettingsId: string | null;
  /** Fields whose value comes from the owner's default row, not the farm's own. */
  fromDefault: SettingsField[];
  farmRow: InvoiceSettingsRow | null;
  defaultRow: InvoiceSettingsRow | null;
}

export async function defaultSettingsRow(db: Database, userId: string): Promise<InvoiceSettingsRow | null> {
  const [row] = await db
    .select()
    .from(invoiceSettings)
    .where(and(eq(invoiceSettings.ownerUserId, userId), isNull(invoiceSettings.farmId)));
  return row ?? null;
}

export async function farmSettingsRow(db: Database, farmId: string): Promise<InvoiceSettingsRow | null> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.farmId, farmId));
  return row ?? null;
}

export async function resolveInvoiceSettings(
  db: Database,
  farmId: string,
): Promise<EffectiveInvoiceSettings> {
  const [farm] = await db
    .select({ id: farms.id, name: farms.name, ownerId: farms.ownerId })
    .from(farms)
    .where(eq(farms.id, farmId));
  if (!farm) throw new Error(`farm ${farmId} not found`);
  const farmRow = await farmSettingsRow(db, farmId);
  const defaultRow = await defaultSettingsRow(db, farm.ownerId);
  const fromDefault: SettingsField[] = [];
  const text = {} as Record<TextField, string | null>;
  for (const field of TEXT_FIELDS) {
    const own = farmRow?.[COLUMN[field]] as string | null | undefined;
    const fallback = defaultRow?.[COLUMN[field]] as string | null | undefined;
    if (own) text[field] = own;
    else if (fallback) {
      text[field] = fallback;
      fromDefault.push(field);
    } else text[field] = null;
  }
  if (!text.business_name) text.business_name = farm.name;
  // The numbering fields always exist on a row: the farm's row wins whole, else the default's.
  const numbering = farmRow ?? defaultRow;
  if (!farmRow && defaultRow) fromDefault.push(...NUMBER_FIELDS);
  const logoRow = farmRow?.logo ? farmRow : defaultRow?.logo ? defaultRow : null;
  if (logoRow && logoRow === defaultRow) fromDefault.push('logo');
  return {
    farmId: farm.id,
    farmName: farm.name,
    ownerId: farm.ownerId,
    text,
    numberPrefix: numbering?.numberPrefix ?? BUILT_IN.numberPrefix,
    startingNumber: numbering?.startingNumber ?? BUILT_IN.startingNumber,
    paymentTermsDays: numbering?.paymentTermsDays ?? BUILT_IN.paymentTermsDays,
    logoSettingsId: logoRow?.id ?? null,
    fromDefault,
    farmRow,
    defaultRow,
  };
}
