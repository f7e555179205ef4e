// A 422 answer (or the fetcher's own contract check) carries per-field messages: show them under the fields.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api/errors';

/** Sets each known field's first message; answers whether any field got one. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiRequestError(error) || !error.fieldErrors) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
