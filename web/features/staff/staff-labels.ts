// How staff fields read on screen, in the current language: built-in roles by their translated names, custom
// roles by the name the farm gave them, pay periods and invitation statuses (docs/product/staff.md).
import {
  isBuiltInFarmRole,
  type BuiltInFarmRole,
  type MemberRoleKind,
} from '@/shared/contracts/farm-permissions';
import type { InvitationStatus, PayPeriod } from '@/shared/contracts/staff';
import { formatDateTime, formatNumber } from '@/shared/i18n/format';
import { staffText } from './i18n';

type Key = (typeof staffText.keys)[number];

const ROLE_KEYS: Record<BuiltInFarmRole, Key> = {
  owner: 'roleOwner',
  manager: 'roleManager',
  worker: 'roleWorker',
  viewer: 'roleViewer',
};

const PERIOD_KEYS: Record<PayPeriod, Key> = {
  hour: 'perHour',
  day: 'perDay',
  week: 'perWeek',
  month: 'perMonth',
};

const STATUS_KEYS: Record<InvitationStatus, Key> = {
  pending: 'statusPending',
  accepted: 'statusAccepted',
  expired: 'statusExpired',
  revoked: 'statusRevoked',
};

export function roleLabel(person: { role: MemberRoleKind; role_name: string | null }): string {
  if (isBuiltInFarmRole(person.role)) return staffText.t(ROLE_KEYS[person.role]);
  return person.role_name ?? staffText.t('roleCustom');
}

export const builtInRoleLabel = (role: BuiltInFarmRole) => staffText.t(ROLE_KEYS[role]);
export const payPeriodLabel = (period: PayPeriod) => staffText.t(PERIOD_KEYS[period]);
export const invitationStatusLabel = (status: InvitationStatus) => staffText.t(STATUS_KEYS[status]);

/** "450 per day"; null when no rate is recorded. */
export function payLabel(rate: string | null, period: PayPeriod | null): string | null {
  if (rate === null) return null;
  const amount = formatNumber(Number(rate), { maximumFractionDigits: 2 });
  return period ? staffText.t('payAmountPer', { amount, period: payPeriodLabel(period) }) : amount;
}

export const dateLabel = (value: string) => formatDateTime(value, { dateStyle: 'medium' });
/** A calendar day (YYYY-MM-DD) shown as that day wherever the browser is. */
export const dayLabel = (day: string) =>
  formatDateTime(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
export const dateTimeLabel = (value: string) =>
  formatDateTime(value, { dateStyle: 'medium', timeStyle: 'short' });

/** Where an invitation went: the e-mail, the phone, or both. */
export const addressOf = (invitation: { email: string | null; phone_number: string | null }) =>
  [invitation.email, invitation.phone_number].filter(Boolean).join(' · ');
