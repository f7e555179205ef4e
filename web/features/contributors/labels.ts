// Contributor kinds in the reader's language.
import type { ContributorKind } from '@/shared/contracts/money-enums';
import { contributorsText } from './i18n';

const KIND_KEYS = {
  owner: 'kindOwner',
  partner: 'kindPartner',
  group: 'kindGroup',
  lender: 'kindLender',
  other: 'kindOther',
} as const satisfies Record<ContributorKind, Parameters<typeof contributorsText.t>[0]>;

export const kindName = (kind: string) =>
  kind in KIND_KEYS ? contributorsText.t(KIND_KEYS[kind as ContributorKind]) : kind;

/** 0.4567 → "45.7%". */
export const percentText = (share: number) => `${Math.round(share * 1000) / 10}%`;

type Key = Parameters<typeof contributorsText.t>[0];
const METHOD_KEYS: Record<string, Key> = {
  cash: 'methodCash',
  mpesa: 'methodMpesa',
  bank_transfer: 'methodBankTransfer',
  card: 'methodCard',
  credit: 'methodCredit',
};

export const methodName = (method: string) =>
  METHOD_KEYS[method] ? contributorsText.t(METHOD_KEYS[method]) : method;

const pad = (n: number) => String(n).padStart(2, '0');
/** Today on this device as YYYY-MM-DD: the forms' default date (the server checks it against the farm's day). */
export const todayText = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
