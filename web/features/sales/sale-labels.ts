// How sale statuses, channels and payment methods read on screen, in the reader's language.
import type { PaymentMethod, SaleStatus } from '@/shared/contracts/money-enums';
import { salesText } from './i18n';

const STATUS_KEYS = {
  paid: 'statusPaid',
  part_paid: 'statusPartPaid',
  unpaid: 'statusUnpaid',
  refunded: 'statusRefunded',
} as const satisfies Record<SaleStatus, string>;

const METHOD_KEYS = {
  cash: 'methodCash',
  mpesa: 'methodMpesa',
  bank_transfer: 'methodBankTransfer',
  card: 'methodCard',
  credit: 'methodCredit',
} as const satisfies Record<PaymentMethod, string>;

export const statusLabel = (status: SaleStatus) => salesText.t(STATUS_KEYS[status]);
export const methodLabel = (method: PaymentMethod) => salesText.t(METHOD_KEYS[method]);

/** The badge colour of a status: paid green, part paid amber, unpaid red, refunded grey. */
export const STATUS_BADGE: Record<SaleStatus, string> = {
  paid: 'badge-success',
  part_paid: 'badge-warning',
  unpaid: 'badge-error',
  refunded: 'badge-ghost',
};
