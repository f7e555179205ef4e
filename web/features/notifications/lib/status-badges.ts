// Badge colours of delivery and outbox statuses.
import type { BadgeVariant } from '@/shared/ui/badge';

const VARIANTS: Record<string, BadgeVariant> = {
  sent: 'success',
  logged: 'info',
  failed: 'danger',
  pending: 'warning',
  skipped: 'default',
  off: 'outline',
};

export const statusVariant = (status: string): BadgeVariant => VARIANTS[status] ?? 'default';
