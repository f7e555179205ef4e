// Sales: customers, sales with their lines, payments and returns, and invoices (docs/decisions/039). A sale takes
// its quantities out of stock through the ledger and its payments into the cash book, in one transaction.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';
import { taxRates } from './finances';
import { inventoryItems, stockMovements } from './inventory';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** An amount in the currency's minor units (cents): money is never a float. */
const minor = (name: string) => bigint(name, { mode: 'number' });
const qty = (name: string) => numeric(name, { precision: 14, scale: 2 });
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** A farm's buyers. What a customer owes is read from their unpaid and part-paid sales. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    taxId: text('tax_id'),
    // Null: no credit limit set (credit is still refused when the farm does not offer it).
    creditLimitMinor: minor('credit_limit_minor'),
    notes: text('notes'),
    archivedAt: at('archived_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('customers_farm_name_idx').on(t.farmId, sql`lower(${t.name})`),
    index('customers_farm_phone_idx').on(t.farmId, t.phone),
    // One active customer per phone number (hand-written in migration 0012).
    uniqueIndex('customers_farm_active_phone_unique')
      .on(t.farmId, t.phone)
      .where(sql`${t.archivedAt} is null and ${t.phone} is not null`),
    check(
      'customers_credit_limit_not_negative',
      sql`${t.creditLimitMinor} is null or ${t.creditLimitMinor} >= 0`,
    ),
  ],
);

/**
 * A sale. Totals are stored as computed by shared/money at the time of sale (the lines keep their prices and tax
 * rates), so a later price or tax change never rewrites history. `paid_minor` and `refunded_minor` follow the
 * payments and returns; `status` follows them (paid, part_paid, unpaid, refunded).
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The receipt number: unique and increasing, not gapless (an invoice number is, see `invoices`).
    receiptNumber: bigint('receipt_number', { mode: 'number' }).generatedAlwaysAsIdentity(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    // Null: a walk-in buyer (optionally named in `customer_name`).
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    customerName: text('customer_name'),
    status: text('status').notNull(),
    channel: text('channel').notNull().default('manual'),
    currency: text('currency').notNull(),
    subtotalMinor: minor('subtotal_minor').notNull(),
    discountMinor: minor('discount_minor').notNull().default(0),
    taxMinor: minor('tax_minor').notNull().default(0),
    totalMinor: minor('total_minor').notNull(),
    paidMinor: minor('paid_minor').notNull().default(0),
    refundedMinor: minor('refunded_minor').notNull().default(0),
    note: text('note'),
    soldAt: at('sold_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sales_farm_sold_idx').on(t.farmId, t.soldAt, t.id),
    index('sales_farm_status_sold_idx').on(t.farmId, t.status, t.soldAt, t.id),
    index('sales_customer_status_idx').on(t.customerId, t.status),
    check('sales_status_known', sql`${t.status} in ('paid', 'part_paid', 'unpaid', 'refunded')`),
    check('sales_channel_known', sql`${t.channel} in ('manual', 'pos')`),
    check('sales_total_not_negative', sql`${t.totalMinor} >= 0`),
    check('sales_paid_not_negative', sql`${t.paidMinor} >= 0 and ${t.refundedMinor} >= 0`),
  ],
);

/** One line of a sale: an item of the farm, its quantity, price, discount and tax, and the sale movement. */
export const saleLines = pgTable(
  'sale_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: uuid('item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    // The item's name and unit at the time of sale, so the receipt reads the same after a rename.
    description: text('description').notNull(),
    unit: text('unit').notNull(),
    quantity: qty('quantity').notNull(),
    unitPriceMinor: minor('unit_price_minor').notNull(),
    discountMinor: minor('discount_minor').notNull().default(0),
    taxRateId: uuid('tax_rate_id').references(() => taxRates.id, { onDelete: 'set null' }),
    taxName: text('tax_name'),
    taxBasisPoints: integer('tax_basis_points').notNull().default(0),
    taxInclusive: boolean('tax_inclusive').notNull().default(false),
    netMinor: minor('net_minor').notNull(),
    taxMinor: minor('tax_minor').notNull().default(0),
    totalMinor: minor('total_minor').notNull(),
    returnedQuantity: qty('returned_quantity').notNull().default('0'),
    movementId: uuid('movement_id').references(() => stockMovements.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sale_lines_sale_idx').on(t.saleId, t.position),
    index('sale_lines_farm_item_idx').on(t.farmId, t.itemId),
    check('sale_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'sale_lines_returned_within',
      sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.quantity}`,
    ),
    check('sale_lines_price_not_negative', sql`${t.unitPriceMinor} >= 0 and ${t.discountMinor} >= 0`),
  ],
);

/**
 * Money received for a sale (kind payment) or given back (kind refund), each by one method; an M-Pesa payment
 * keeps its transaction code in `reference`. Each is also a cash-book entry.
 */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('payment'),
    method: text('method').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    // Cash handed over, when more than the amount: the receipt shows the change.
    tenderedMinor: minor('tendered_minor'),
    reference: text('reference'),
    receivedAt: at('received_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sale_payments_sale_idx').on(t.saleId),
    // One M-Pesa code pays once on a farm.
    uniqueIndex('sale_payments_farm_mpesa_code_unique')
      .on(t.farmId, sql`upper(${t.reference})`)
      .where(sql`${t.method} = 'mpesa' and ${t.kind} = 'payment' and ${t.reference} is not null`),
    check('sale_payments_kind_known', sql`${t.kind} in ('payment', 'refund')`),
    check('sale_payments_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** Goods brought back: each returned line puts its quantity back into stock with a `return` movement. */
export const saleReturns = pgTable(
  'sale_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    refundMinor: minor('refund_minor').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sale_returns_sale_idx').on(t.saleId)],
);

export const saleReturnLines = pgTable(
  'sale_return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => saleReturns.id, { onDelete: 'cascade' }),
    saleLineId: uuid('sale_line_id')
      .notNull()
      .references(() => saleLines.id, { onDelete: 'cascade' }),
    quantity: qty('quantity').notNull(),
    movementId: uuid('movement_id').references(() => stockMovements.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sale_return_lines_return_idx').on(t.returnId),
    check('sale_return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * What an invoice says about the seller. `farm_id` null is a person's default (Settings → Invoice → Default); a
 * farm's own row overrides it for that farm. `starting_number` is where a farm's numbering starts when it has
 * issued none yet; after that `invoice_counters` holds the next number.
 */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'cascade' }),
    businessName: text('business_name'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    taxId: text('tax_id'),
    paymentInstructions: text('payment_instructions'),
    footer: text('footer'),
    numberPrefix: text('number_prefix').notNull().default('INV-'),
    startingNumber: integer('starting_number').notNull().default(1),
    paymentTermsDays: integer('payment_terms_days').notNull().default(14),
    logoContentType: text('logo_content_type'),
    logo: bytea('logo'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_settings_owner_default_unique')
      .on(t.ownerUserId)
      .where(sql`${t.farmId} is null`),
    uniqueIndex('invoice_settings_farm_unique')
      .on(t.farmId)
      .where(sql`${t.farmId} is not null`),
    check('invoice_settings_starting_number_positive', sql`${t.startingNumber} >= 1`),
    check('invoice_settings_terms_range', sql`${t.paymentTermsDays} between 0 and 365`),
  ],
);

/**
 * The next invoice number of each farm. Issuing an invoice takes it under the row's lock and moves it on in the
 * same transaction, so numbers are gapless and unique even under concurrent invoices.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  farmId: uuid('farm_id')
    .primaryKey()
    .references(() => farms.id, { onDelete: 'cascade' }),
  nextNumber: integer('next_number').notNull(),
});

/**
 * A sale on credit or on request, with its gapless number per farm. The seller's and buyer's details are copied
 * in when issued (`issuer`, `buyer`), so the invoice reads the same after settings change. Its payment status is
 * the sale's (paid, part paid, unpaid), read with it, so it always follows the payments; a voided invoice keeps
 * its number (numbering stays gapless) and says when it was voided.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    numberText: text('number_text').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    issuer: jsonb('issuer').$type<Record<string, string | null>>().notNull(),
    buyer: jsonb('buyer').$type<Record<string, string | null>>().notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    voidedAt: at('voided_at'),
    voidReason: text('void_reason'),
    emailedAt: at('emailed_at'),
    emailedTo: text('emailed_to'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_farm_number_unique').on(t.farmId, t.number),
    uniqueIndex('invoices_sale_unique').on(t.saleId),
    index('invoices_farm_issued_idx').on(t.farmId, t.issuedOn, t.number),
  ],
);
