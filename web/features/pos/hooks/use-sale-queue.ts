// The till's offline queue in React (docs/product/point-of-sale.md "Offline"): one queue over localStorage for the
// page, sent when the browser comes back online and every 30 seconds while sales wait, one round at a time.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { createPosSale, type Sale } from '@/shared/api/pos';
import { webStorage } from '@/shared/platform/web-storage';
import { useApi } from '@/web/lib/api';
import { createSaleQueue, QUEUE_STORAGE_KEY, type SaleQueue } from '../offline/queue-store';
import { sendQueued } from '../offline/queue-sender';

export const QUEUE_RETRY_MS = 30_000;

let shared: SaleQueue | null = null;
/** One queue per page, so the header's count and the lists read the same entries. */
export const saleQueue = () => (shared ??= createSaleQueue(webStorage));

export function useSaleQueue(farmId: string, onSent?: (sales: Sale[]) => void) {
  const api = useApi();
  const queue = saleQueue();
  const entries = useSyncExternalStore(queue.subscribe, queue.all, queue.all);
  const farmEntries = entries.filter((e) => e.farmId === farmId);
  const sending = useRef(false);
  const sentRef = useRef(onSent);
  sentRef.current = onSent;

  const sendNow = useCallback(async () => {
    if (sending.current) return; // an 'online' event and the timer may fire together: one round at a time
    sending.current = true;
    try {
      const result = await sendQueued(queue, farmId, (entry) =>
        createPosSale(api, farmId, entry.input, entry.key),
      );
      if (result.sent.length) sentRef.current?.(result.sent);
    } finally {
      sending.current = false;
    }
  }, [api, farmId, queue]);

  const waiting = farmEntries.filter((e) => e.state === 'queued').length;
  useEffect(() => {
    const onOnline = () => void sendNow();
    // Another tab of the till queued or sent a sale: read the queue again (a sale both tabs send carries one key).
    const onStorage = (event: StorageEvent) => event.key === QUEUE_STORAGE_KEY && queue.reload();
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    if (waiting > 0 && navigator.onLine) void sendNow();
    const timer = waiting > 0 ? window.setInterval(() => void sendNow(), QUEUE_RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
      if (timer) window.clearInterval(timer);
    };
  }, [queue, sendNow, waiting]);

  return {
    queue,
    waiting: farmEntries.filter((e) => e.state === 'queued'),
    attention: farmEntries.filter((e) => e.state !== 'queued'),
    sendNow,
  };
}
