// docs/product/inventory.md: the server supplies the status; the colours are STATUS_BADGE (available/normal green, low yellow,
// depleted red, expired grey, excess blue).
import type { ItemStatus } from '@/shared/contracts/inventory';
import { statusLabel } from '@/shared/inventory/labels';
import { STATUS_BADGE } from '@/shared/inventory/rules';
import { Badge } from '@/shared/ui/badge';

export function StatusBadge({ status }: { status: ItemStatus }) {
  return (
    <Badge variant={STATUS_BADGE[status]} size="sm" className="whitespace-nowrap">
      {statusLabel(status)}
    </Badge>
  );
}
