// What a test call answered (docs/product/notifications.md Other): the success, "Error: …" with the server's message, or the catch-all
// "Failed to send notifications. Check console for details." when there is no message to show.
import { isApiRequestError } from '@/shared/api/errors';
import { FormAlert } from '@/web/components/form/form-alert';

export const SEND_FAILED = 'Failed to send notifications. Check console for details.';

export type SendResult = { kind: 'success'; text: string } | { kind: 'error'; text: string };

export function describeSendError(error: unknown): SendResult {
  console.error('Test notification failed', error);
  if (isApiRequestError(error) && error.message) return { kind: 'error', text: `Error: ${error.message}` };
  return { kind: 'error', text: SEND_FAILED };
}

export function SendResultAlert({ result }: { result: SendResult | null }) {
  if (!result) return null;
  return <FormAlert kind={result.kind}>{result.text}</FormAlert>;
}
