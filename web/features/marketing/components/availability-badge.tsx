import { Badge } from '@/shared/ui/badge';
import { useText } from '@/shared/i18n/react';
import { AVAILABILITY_LABEL, type Availability } from '../data/capabilities';
import { marketingText } from '../i18n';

/** "Available now" or "In development": shown next to every capability so nobody mistakes plans for features. */
export function AvailabilityBadge({ status, size = 'sm' }: { status: Availability; size?: 'sm' | 'md' }) {
  const t = useText(marketingText);
  return (
    <Badge variant={status === 'available' ? 'success' : 'warning'} size={size}>
      {t(AVAILABILITY_LABEL[status])}
    </Badge>
  );
}
