// What a test call answered (docs/product/notifications.md Other): the success, "Error: …" with the server's message, or the catch-all
// "Failed to send notifications. Check console for details." when there is no message to show.
import { isApiRequestError } from '@/shared/api/errors';
import { localizeMessage } from '@/shared/i18n/messages';
import { FormAlert } from '@/web/components/form/form-alert';
import { notificationsText } from '../i18n';

export type SendResult = { kind: 'success'; text: string } | { kind: 'error'; text: string };

export function describeSendError(error: unknown): SendResult {
  console.error('Test notification failed', error);
  if (isApiRequestError(error) && error.message)
    return {
      kind: 'error',
      text: notificationsText.t('errorMessage', { message: localizeMessage(error.message) }),
    };
  return { kind: 'error', text: notificationsText.t('sendFailed') };
}

export function SendResultAlert({ result }: { result: SendResult | null }) {
  if (!result) return null;
  return <FormAlert kind={result.kind}>{result.text}</FormAlert>;
}
