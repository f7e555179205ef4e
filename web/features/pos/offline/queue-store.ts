// The till's queue of sales not yet accepted by the server (docs/product/point-of-sale.md "Offline"), kept in
// storage so a reload or a flat tablet battery loses nothing. Each sale keeps the Idempotency-Key it was made with:
// every retry of the same content sends the same key, so the server applies it once however often it is sent.
// A sale whose content changes (the cashier fixes a short line) gets a new key, as it is a new request.
import type { SyncKeyValueStorage } from '@/shared/session/storage-port';
import type { PosSaleInput, SaleStockConflict } from '@/shared/api/pos';

export type QueuedState = 'queued' | 'conflict' | 'failed';

export interface QueuedSale {
  /** The Idempotency-Key of this content. */
  key: string;
  farmId: string;
  /** When the sale was made at the till (sold_at inside `input` says the same to the server). */
  madeAt: string;
  input: PosSaleInput;
  /** The items' names and units as the till showed them, for the queue's lists. */
  names: Record<string, { name: string; unit: string }>;
  /** queued: waits to be sent; conflict: stock ran short; failed: the server refused it for another reason. */
  state: QueuedState;
  conflict: SaleStockConflict | null;
  error: string | null;
  attempts: number;
}

export interface SaleQueue {
  all(): QueuedSale[];
  /** The farm's sales, oldest first. */
  ofFarm(farmId: string): QueuedSale[];
  add(entry: Omit<QueuedSale, 'state' | 'conflict' | 'error' | 'attempts'>): QueuedSale;
  update(key: string, change: Partial<Omit<QueuedSale, 'key'>>): void;
  /** Replaces an entry's content under a new key, back in line to be sent (where it stood). */
  replace(key: string, next: { key: string; input: PosSaleInput }): void;
  remove(key: string): void;
  /** Reads storage again: another tab of the till changed the queue. */
  reload(): void;
  subscribe(listener: () => void): () => void;
}

export const QUEUE_STORAGE_KEY = 'shamba.pos.queue.v1';

function read(storage: SyncKeyValueStorage): QueuedSale[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QUEUE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as QueuedSale[]).filter((e) => e && typeof e.key === 'string')
      : [];
  } catch {
    return []; // a damaged value is not a reason to stop selling
  }
}

export function createSaleQueue(storage: SyncKeyValueStorage): SaleQueue {
  let entries = read(storage);
  const listeners = new Set<() => void>();
  const commit = (next: QueuedSale[]) => {
    entries = next;
    storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(entries));
    listeners.forEach((listener) => listener());
  };

  return {
    all: () => entries,
    ofFarm: (farmId) => entries.filter((e) => e.farmId === farmId),
    add(entry) {
      const queued: QueuedSale = { ...entry, state: 'queued', conflict: null, error: null, attempts: 0 };
      commit([...entries, queued]);
      return queued;
    },
    update(key, change) {
      commit(entries.map((e) => (e.key === key ? { ...e, ...change } : e)));
    },
    replace(key, next) {
      commit(
        entries.map((e) =>
          e.key === key ? { ...e, ...next, state: 'queued', conflict: null, error: null, attempts: 0 } : e,
        ),
      );
    },
    remove(key) {
      commit(entries.filter((e) => e.key !== key));
    },
    reload() {
      entries = read(storage);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
