// The cash book's enumerations in the reader's language.
import { transactionsText } from './i18n';

type Key = Parameters<typeof transactionsText.t>[0];

const SOURCES: Record<string, Key> = {
  sale_payment: 'sourceSalePayment',
  sale_refund: 'sourceSaleRefund',
  expense: 'sourceExpense',
  contribution: 'sourceContribution',
  withdrawal: 'sourceWithdrawal',
};
const METHODS: Record<string, Key> = {
  cash: 'methodCash',
  mpesa: 'methodMpesa',
  bank_transfer: 'methodBankTransfer',
  card: 'methodCard',
  credit: 'methodCredit',
};

const label = (keys: Record<string, Key>, value: string) =>
  keys[value] ? transactionsText.t(keys[value]) : value;
export const sourceName = (source: string) => label(SOURCES, source);
export const methodName = (method: string) => label(METHODS, method);
