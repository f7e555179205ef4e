// The money enumerations, as plain values (no zod), for every surface and the server (docs/decisions/039).
// Amounts everywhere are integer minor units of the farm's currency (shared/money/arithmetic.ts).

/** How a farm is paid or pays; a farm offers a subset (Settings → Financial). `credit`: paid later, on invoice. */
export const PAYMENT_METHODS = ['cash', 'mpesa', 'bank_transfer', 'card', 'credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const SALE_STATUSES = ['paid', 'part_paid', 'unpaid', 'refunded'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** Where a sale was made: the sales form, or the point of sale (online or queued offline). */
export const SALE_CHANNELS = ['manual', 'pos'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];

export const SALE_PAYMENT_KINDS = ['payment', 'refund'] as const;
export type SalePaymentKind = (typeof SALE_PAYMENT_KINDS)[number];

/** An M-Pesa transaction code: ten letters and digits, e.g. "QJK4H7Z2PL" (stored upper case). */
export const MPESA_CODE_PATTERN = /^[A-Z0-9]{10}$/;

export const CASH_DIRECTIONS = ['income', 'expense'] as const;
export type CashDirection = (typeof CASH_DIRECTIONS)[number];

/** What made a cash-book entry. */
export const CASH_SOURCES = ['sale_payment', 'sale_refund', 'expense', 'contribution', 'withdrawal'] as const;
export type CashSource = (typeof CASH_SOURCES)[number];

export const CONTRIBUTOR_KINDS = ['owner', 'partner', 'group', 'lender', 'other'] as const;
export type ContributorKind = (typeof CONTRIBUTOR_KINDS)[number];

export const CONTRIBUTION_KINDS = ['contribution', 'withdrawal'] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];

export const BUDGET_PERIODS = ['season', 'year'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

/** A budget line plans an expense category, a crop's expenses, or income. */
export const BUDGET_LINE_KINDS = ['expense_category', 'crop', 'income'] as const;
export type BudgetLineKind = (typeof BUDGET_LINE_KINDS)[number];

/** A budget line warns once when its actual spending passes this share of the plan. */
export const BUDGET_WARNING_SHARE = 0.9;

/** The cash-book category names of income (expenses use their expense category's name). */
export const INCOME_CATEGORIES = {
  sales: 'Sales',
  contributions: 'Contributions',
  withdrawals: 'Withdrawals',
} as const;

/** Files a receipt, logo or invoice upload may be, and how large. */
export const MONEY_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const MONEY_FILE_MAX_BYTES = 5 * 1024 * 1024;
