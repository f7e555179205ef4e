// A farm's money apart from sales: its financial settings, the cash book every income and expense goes through,
// expenses, contributors and budgets (docs/decisions/039).
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
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { crops } from './crops';
import { farms } from './farms';
import { fields } from './fields';
import { inventoryItems, stockMovements } from './inventory';
import { suppliers } from './storage';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** An amount in the currency's minor units (cents): money is never a float. */
const minor = (name: string) => bigint(name, { mode: 'number' });
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Settings → Financial. The currency is the farm's own column (`farms.currency`); this row adds the fiscal year
 * and the payment methods offered. A farm without a row uses the defaults (January, every method).
 */
export const farmFinancialSettings = pgTable(
  'farm_financial_settings',
  {
    farmId: uuid('farm_id')
      .primaryKey()
      .references(() => farms.id, { onDelete: 'cascade' }),
    fiscalYearStartMonth: integer('fiscal_year_start_month').notNull().default(1),
    paymentMethods: jsonb('payment_methods')
      .$type<string[]>()
      .notNull()
      .default(sql`'["cash","mpesa","bank_transfer","card","credit"]'::jsonb`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('farm_financial_settings_month', sql`${t.fiscalYearStartMonth} between 1 and 12`)],
);

/** A tax a farm charges (VAT 16%, inclusive or added on top). Percent in basis points: 1600 is 16%. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    basisPoints: integer('basis_points').notNull(),
    inclusive: boolean('inclusive').notNull().default(false),
    // A rate a sale used is archived, not deleted: the sale keeps the rate it was sold with.
    archivedAt: at('archived_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('tax_rates_farm_idx').on(t.farmId),
    // One active rate per name (hand-written in migration 0012).
    uniqueIndex('tax_rates_farm_active_name_unique')
      .on(t.farmId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    check('tax_rates_basis_points_range', sql`${t.basisPoints} between 0 and 10000`),
  ],
);

/**
 * The cash book: every income and expense of a farm, whatever made it (a sale's payment or refund, an expense,
 * a contribution or withdrawal). Written only through server/modules/transactions/record.ts, in the transaction
 * of the write that caused it, which also keeps `finance_daily_totals`. `amount_minor` is signed: money in is
 * positive, money out negative.
 */
export const financeTransactions = pgTable(
  'finance_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Insertion order: the running balance of one day lists entries in the order they were written.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    source: text('source').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    /**
     * The sum of this entry's day up to and including it (by seq), kept by cash-book.ts: the balance after any
     * entry is then the days before it (finance_daily_totals) plus this, without reading the rest of its day
     * (docs/product/cash-book.md "Running balance").
     */
    dayRunningMinor: minor('day_running_minor').notNull().default(0),
    currency: text('currency').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    // An expense's category name, or the income kind ('Sales', 'Contributions'): what the filters and charts group by.
    category: text('category').notNull(),
    paymentMethod: text('payment_method'),
    reference: text('reference'),
    saleId: uuid('sale_id'),
    expenseId: uuid('expense_id'),
    contributionId: uuid('contribution_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('finance_transactions_farm_day_idx').on(t.farmId, t.occurredOn, t.seq),
    index('finance_transactions_farm_direction_day_idx').on(t.farmId, t.direction, t.occurredOn, t.seq),
    index('finance_transactions_farm_category_day_idx').on(t.farmId, t.category, t.occurredOn, t.seq),
    index('finance_transactions_sale_idx')
      .on(t.saleId)
      .where(sql`${t.saleId} is not null`),
    index('finance_transactions_expense_idx')
      .on(t.expenseId)
      .where(sql`${t.expenseId} is not null`),
    index('finance_transactions_contribution_idx')
      .on(t.contributionId)
      .where(sql`${t.contributionId} is not null`),
    check('finance_transactions_direction_known', sql`${t.direction} in ('income', 'expense')`),
    check(
      'finance_transactions_source_known',
      sql`${t.source} in ('sale_payment', 'sale_refund', 'expense', 'contribution', 'withdrawal')`,
    ),
    check(
      'finance_transactions_sign',
      sql`(${t.direction} = 'income' and ${t.amountMinor} >= 0) or (${t.direction} = 'expense' and ${t.amountMinor} <= 0)`,
    ),
  ],
);

/**
 * Each day's money in and out per farm, kept with every cash-book write: the running balance before a page of the
 * cash book is the sum of the days before it plus that day's earlier entries, never a scan of a million rows.
 */
export const financeDailyTotals = pgTable(
  'finance_daily_totals',
  {
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    incomeMinor: minor('income_minor').notNull().default(0),
    expenseMinor: minor('expense_minor').notNull().default(0),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'finance_daily_totals_pk', columns: [t.farmId, t.day] })],
);

/**
 * Each month's money per farm, direction and cash-book category (`amount_minor` is the unsigned sum), kept with
 * every cash-book write like `finance_daily_totals`: a year's profit and loss by category reads at most a few
 * hundred rows, never the cash book itself (docs/decisions/041).
 */
export const financeCategoryMonths = pgTable(
  'finance_category_months',
  {
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    direction: text('direction').notNull(),
    category: text('category').notNull(),
    amountMinor: minor('amount_minor').notNull().default(0),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'finance_category_months_pk', columns: [t.farmId, t.month, t.direction, t.category] }),
  ],
);

/** Expense categories: `farm_id` null are the defaults every farm has; a farm adds its own. */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    archivedAt: at('archived_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expense_categories_farm_name_unique').on(
      sql`coalesce(${t.farmId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => expenseCategories.id, { onDelete: 'restrict' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    // What was paid, tax included; `tax_minor` is the part of it that is tax.
    amountMinor: minor('amount_minor').notNull(),
    taxMinor: minor('tax_minor').notNull().default(0),
    currency: text('currency').notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    reference: text('reference'),
    // Where the money went, when the farmer says: a crop, a field or an item.
    cropId: uuid('crop_id').references(() => crops.id, { onDelete: 'set null' }),
    fieldId: uuid('field_id').references(() => fields.id, { onDelete: 'set null' }),
    itemId: uuid('item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    // Buying stock: the receipt movement recorded in the same transaction.
    movementId: uuid('movement_id').references(() => stockMovements.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('expenses_farm_day_idx').on(t.farmId, t.spentOn, t.id),
    index('expenses_farm_category_day_idx').on(t.farmId, t.categoryId, t.spentOn),
    index('expenses_crop_idx')
      .on(t.cropId)
      .where(sql`${t.cropId} is not null`),
    check('expenses_amount_positive', sql`${t.amountMinor} > 0`),
    check('expenses_tax_within_amount', sql`${t.taxMinor} >= 0 and ${t.taxMinor} <= ${t.amountMinor}`),
  ],
);

/** An expense's receipt photo or file, apart from the expense so lists never read its bytes. */
export const expenseReceipts = pgTable('expense_receipts', {
  expenseId: uuid('expense_id')
    .primaryKey()
    .references(() => expenses.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedAt: at('uploaded_at').notNull().defaultNow(),
});

/** People or groups who put money into the farm: the owner, partners, a chama, a lender. */
export const contributors = pgTable(
  'contributors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    phone: text('phone'),
    email: text('email'),
    notes: text('notes'),
    archivedAt: at('archived_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contributors_farm_name_unique').on(t.farmId, sql`lower(${t.name})`),
    check('contributors_kind_known', sql`${t.kind} in ('owner', 'partner', 'group', 'lender', 'other')`),
  ],
);

/** Money a contributor put in (contribution) or took out (withdrawal); each is also a cash-book entry. */
export const contributions = pgTable(
  'contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    contributorId: uuid('contributor_id')
      .notNull()
      .references(() => contributors.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    reference: text('reference'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contributions_contributor_idx').on(t.contributorId, t.occurredOn),
    index('contributions_farm_idx').on(t.farmId, t.occurredOn),
    check('contributions_kind_known', sql`${t.kind} in ('contribution', 'withdrawal')`),
    check('contributions_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** A budget for a season or a year: planned amounts by expense category and by crop. */
export const budgetPlans = pgTable(
  'budget_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    period: text('period').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('budget_plans_farm_idx').on(t.farmId, t.startsOn),
    check('budget_plans_period_known', sql`${t.period} in ('season', 'year')`),
    check('budget_plans_dates_ordered', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * One planned amount: for an expense category, for a crop (its expenses of any category), or planned income.
 * `warned_at` is set when the 90 percent warning went out, so it goes out once a line.
 */
export const budgetLines = pgTable(
  'budget_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => budgetPlans.id, { onDelete: 'cascade' }),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    categoryId: uuid('category_id').references(() => expenseCategories.id, { onDelete: 'cascade' }),
    cropId: uuid('crop_id').references(() => crops.id, { onDelete: 'cascade' }),
    amountMinor: minor('amount_minor').notNull(),
    warnedAt: at('warned_at'),
  },
  (t) => [
    index('budget_lines_plan_idx').on(t.planId),
    index('budget_lines_farm_category_idx').on(t.farmId, t.categoryId),
    check('budget_lines_kind_known', sql`${t.kind} in ('expense_category', 'crop', 'income')`),
    check('budget_lines_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
