// Sends the queued sales of a farm in the order they were made (docs/product/point-of-sale.md "Offline"). A sale
// the server accepted leaves the queue; no answer (still offline) or a server error stops the round and keeps
// everything for the next one, with the same keys; a short-stock 409 or another refusal moves that sale to
// "Needs attention" and the round goes on, since the next sale may well be fine.
import type { Sale } from '@/shared/api/pos';
import { isNetworkFailure, stockConflictOf } from '@/shared/api/pos';
import { ApiRequestError } from '@/shared/api/errors';
import type { QueuedSale, SaleQueue } from './queue-store';

export type SendSale = (entry: QueuedSale) => Promise<Sale>;

export interface RoundResult {
  sent: Sale[];
  /** True when the round stopped early (no connection, or the server failed): try again later. */
  interrupted: boolean;
}

const mayRetry = (error: unknown) =>
  isNetworkFailure(error) ||
  !(error instanceof ApiRequestError) ||
  error.status === undefined ||
  error.status >= 500 ||
  error.status === 429 ||
  error.status === 401 || // signed out meanwhile: send again after signing in
  error.status === 419;

export async function sendQueued(queue: SaleQueue, farmId: string, send: SendSale): Promise<RoundResult> {
  const sent: Sale[] = [];
  for (const entry of queue.ofFarm(farmId)) {
    if (entry.state !== 'queued') continue;
    try {
      const sale = await send(entry);
      queue.remove(entry.key);
      sent.push(sale);
    } catch (error) {
      if (mayRetry(error)) {
        queue.update(entry.key, { attempts: entry.attempts + 1 });
        return { sent, interrupted: true };
      }
      const conflict = stockConflictOf(error);
      queue.update(entry.key, {
        attempts: entry.attempts + 1,
        state: conflict ? 'conflict' : 'failed',
        conflict,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { sent, interrupted: false };
}
