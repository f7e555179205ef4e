// Words for the farmers administration's codes (account types, statuses, subscription statuses, audit actions).
import type { FarmerStatus } from '@/shared/contracts/admin-farmers';
import type { SubscriptionStatus } from '@/shared/contracts/platform-enums';
import { adminFarmersText } from './i18n';

type Key = (typeof adminFarmersText.keys)[number];

const TYPE: Record<string, Key> = {
  farmer: 'typeFarmer',
  organization: 'typeOrganization',
  individual: 'typeIndividual',
};
export const typeLabel = (type: string) => (TYPE[type] ? adminFarmersText.t(TYPE[type]) : type);

const STATUS: Record<FarmerStatus, Key> = {
  active: 'statusActive',
  suspended: 'statusSuspended',
  unverified: 'statusUnverified',
};
export const statusLabel = (status: FarmerStatus) => adminFarmersText.t(STATUS[status]);
export const STATUS_BADGE: Record<FarmerStatus, string> = {
  active: 'badge-success',
  suspended: 'badge-error',
  unverified: 'badge-warning',
};

const SUBSCRIPTION: Record<SubscriptionStatus, Key> = {
  trialing: 'subscriptionTrialing',
  active: 'subscriptionActive',
  past_due: 'subscriptionPastDue',
  canceled: 'subscriptionCanceled',
  expired: 'subscriptionExpired',
};
export const subscriptionLabel = (status: SubscriptionStatus) => adminFarmersText.t(SUBSCRIPTION[status]);

const ACTION: Record<string, Key> = {
  suspend: 'actionSuspend',
  reactivate: 'actionReactivate',
  resend_verification: 'actionResendVerification',
  password_reset: 'actionPasswordReset',
};
export const actionLabel = (action: string) => (ACTION[action] ? adminFarmersText.t(ACTION[action]) : action);
