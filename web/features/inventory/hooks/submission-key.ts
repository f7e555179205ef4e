// Issue 3 §4: every write carries an Idempotency-Key, one per submission. Re-sending the same values (a retry
// after a network failure, a second click) reuses the key so the server applies it once; changed values are a
// new submission with a new key.
import { useCallback, useRef } from 'react';

/** crypto.randomUUID exists only in secure contexts; a farm server reached over plain http on a LAN has none. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function useSubmissionKey() {
  const current = useRef<{ key: string; fingerprint: string } | null>(null);
  const keyFor = useCallback((values: unknown) => {
    const fingerprint = JSON.stringify(values);
    if (current.current?.fingerprint !== fingerprint)
      current.current = { key: newIdempotencyKey(), fingerprint };
    return current.current.key;
  }, []);
  /** After a success the next submission is a new one. */
  const reset = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, reset };
}
