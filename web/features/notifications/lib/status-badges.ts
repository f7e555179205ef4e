// Badge colours and names of delivery and outbox statuses.
import type { BadgeVariant } from '@/shared/ui/badge';
import { notificationsText, type NotificationsKey } from '../i18n';

const VARIANTS: Record<string, BadgeVariant> = {
  sent: 'success',
  logged: 'info',
  failed: 'danger',
  pending: 'warning',
  skipped: 'default',
  off: 'outline',
};

export const statusVariant = (status: string): BadgeVariant => VARIANTS[status] ?? 'default';

const LABELS: Record<string, NotificationsKey> = {
  sent: 'sent',
  logged: 'logged',
  failed: 'failed',
  pending: 'pending',
  skipped: 'skipped',
  off: 'off',
};

/** A status in words of the current language; one the product does not know reads as the server sent it. */
export const statusLabel = (status: string): string => {
  const key = LABELS[status];
  return key ? notificationsText.t(key) : status;
};
