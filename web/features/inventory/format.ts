// How inventory changes read on screen; the shared labels and quantities are in shared/ui/inventory/labels.ts.
import { formatQuantity } from '@/shared/ui/inventory/labels';

/** A signed change: "+5", "-2.5". */
export function formatChange(change: string | number): string {
  const n = Number(change);
  return n > 0 ? `+${formatQuantity(n)}` : formatQuantity(n);
}
