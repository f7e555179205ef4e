// A failed save's field messages, in the reader's language, keyed by field.
import { isApiRequestError } from '@/shared/api/errors';
import { localizeApiMessage } from '@/shared/api/i18n';

export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isApiRequestError(error) && error.fieldErrors)
    for (const [field, messages] of Object.entries(error.fieldErrors))
      if (messages[0]) out[field] = localizeApiMessage(messages[0]);
  return out;
}
