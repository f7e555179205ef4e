import { Badge } from '@/shared/ui/badge';
import { AVAILABILITY_LABEL, type Availability } from '../data/capabilities';

/** "Available now" or "In development": shown next to every capability so nobody mistakes plans for features. */
export function AvailabilityBadge({ status, size = 'sm' }: { status: Availability; size?: 'sm' | 'md' }) {
  return (
    <Badge variant={status === 'available' ? 'success' : 'warning'} size={size}>
      {AVAILABILITY_LABEL[status]}
    </Badge>
  );
}
