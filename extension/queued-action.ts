// A quick stock action waiting for the connection. Its Idempotency-Key is made when the person
// submits, so however often the worker retries, the server applies it once.
import type { StockActionInput } from '@/shared/api/stock';
import type { QuickStockAction } from '@/shared/inventory/stock-action-messages';

export interface QueuedStockAction {
  id: string;
  idempotencyKey: string;
  action: QuickStockAction;
  farmId: string;
  itemId: string;
  /** For the pending line: "Consume 2 kg of Urea". */
  itemName: string;
  unit: string;
  input: StockActionInput<QuickStockAction>;
  queuedAt: string;
  /** pending until sent; failed when the server refused it (the message says why). */
  status: 'pending' | 'failed';
  /** The server's reason, in its words (English; the popup shows it in the person's language); none when it gave
   *  only a status. */
  error?: string;
}
