// Severity colours (docs/product/notifications.md: info, warning, error) in daisyUI terms; class names whole for Tailwind's scanner.
import type { BadgeVariant } from '@/shared/ui/badge';
import type { Severity } from '@/shared/notifications/rules';

export const SEVERITY_STYLE: Record<Severity, { dot: string; border: string; badge: BadgeVariant }> = {
  info: { dot: 'bg-info', border: 'border-l-info', badge: 'info' },
  warning: { dot: 'bg-warning', border: 'border-l-warning', badge: 'warning' },
  error: { dot: 'bg-error', border: 'border-l-error', badge: 'danger' },
};
