// Every write carries an Idempotency-Key, one per submission. Re-sending the same values (a retry
// after a network failure, a second click) reuses the key so the server applies it once; changed values are a
// new submission with a new key.
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';

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
