// Names shown for payment methods and months, in the current language (read when the screen renders).
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/contracts/money-enums';
import { financialText } from './i18n';

const METHOD_KEYS = {
  cash: 'method_cash',
  mpesa: 'method_mpesa',
  bank_transfer: 'method_bank_transfer',
  card: 'method_card',
  credit: 'method_credit',
} as const satisfies Record<PaymentMethod, string>;

const MONTH_KEYS = [
  'month_1',
  'month_2',
  'month_3',
  'month_4',
  'month_5',
  'month_6',
  'month_7',
  'month_8',
  'month_9',
  'month_10',
  'month_11',
  'month_12',
] as const;

export const paymentMethodLabel = (method: PaymentMethod) => financialText.t(METHOD_KEYS[method]);
export const paymentMethodOptions = () =>
  PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodLabel(method) }));
export const monthOptions = () =>
  MONTH_KEYS.map((key, i) => ({ value: String(i + 1), label: financialText.t(key) }));
