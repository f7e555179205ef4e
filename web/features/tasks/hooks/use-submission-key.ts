// Completing a task carries an Idempotency-Key, one per submission (docs/decisions/038): re-sending the same
// values (a retry after a network failure, a second click) reuses the key so the server consumes stock once;
// changed values are a new submission with a new key.
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';

export function useSubmissionKey() {
  const current = useRef<{ key: string; fingerprint: string } | null>(null);
  return useCallback((values: unknown) => {
    const fingerprint = JSON.stringify(values);
    if (current.current?.fingerprint !== fingerprint)
      current.current = { key: newIdempotencyKey(), fingerprint };
    return current.current.key;
  }, []);
}
