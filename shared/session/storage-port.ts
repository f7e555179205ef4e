// The persistence port (docs/architecture.md principle 7): each surface fills it — localStorage on the web, WXT storage in
// the extension, memory in widgets and tests. Sync or async, so both kinds fit.

type MaybePromise<T> = T | Promise<T>;

export interface KeyValueStorage {
  getItem(key: string): MaybePromise<string | null>;
  setItem(key: string, value: string): MaybePromise<void>;
  removeItem(key: string): MaybePromise<void>;
  /** Changes made elsewhere (another tab, the extension worker); returns an unsubscribe function. */
  subscribe?(key: string, callback: (value: string | null) => void): () => void;
}

/** A storage that answers at once (localStorage, memory): atoms over it never suspend. */
export interface SyncKeyValueStorage extends KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const isPromiseLike = <T>(value: MaybePromise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';
