// Africa's Talking bulk SMS (docs/product/integrations.md "SMS"): POST {base_url}/version1/messaging with the apiKey
// header and a form body; each recipient's statusCode says whether it was taken (100 Processed, 101 Sent,
// 102 Queued) or refused (401 RiskHold … 406 UserInBlacklist … 502 RejectedByGateway).
import { reachSmsProvider, SmsRefusedError, type SmsSender } from './sms';

export interface AfricasTalkingSettings {
  baseUrl: string;
  username: string;
  senderId?: string;
  apiKey: string;
}

const ACCEPTED = new Set([100, 101, 102]);
const NAME = "Africa's Talking";

interface Recipient {
  statusCode?: number;
  status?: string;
  messageId?: string;
  cost?: string;
  number?: string;
}

/** The recipient's answer, or a refusal in Africa's Talking's words. */
export async function sendAfricasTalkingSms(
  settings: AfricasTalkingSettings,
  message: { to: string; body: string },
): Promise<{ messageId: string | null; status: string; cost: string | null }> {
  const form = new URLSearchParams({ username: settings.username, to: message.to, message: message.body });
  if (settings.senderId) form.set('from', settings.senderId);
  const response = await reachSmsProvider(
    `${settings.baseUrl.replace(/\/+$/, '')}/version1/messaging`,
    {
      method: 'POST',
      headers: {
        apiKey: settings.apiKey,
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    },
    NAME,
  );
  const text = await response.text();
  if (!response.ok) {
    // Africa's Talking answers a bad key or username with 401 and a plain sentence.
    const words = text.trim().slice(0, 200) || `HTTP ${response.status}`;
    const why = response.status === 401 ? `the API key or username was refused (${words})` : words;
    throw new SmsRefusedError(`${NAME} refused: ${why}.`, response.status);
  }
  let recipients: Recipient[] = [];
  let summary = '';
  try {
    const body = JSON.parse(text) as { SMSMessageData?: { Message?: string; Recipients?: Recipient[] } };
    recipients = body.SMSMessageData?.Recipients ?? [];
    summary = body.SMSMessageData?.Message ?? '';
  } catch {
    throw new SmsRefusedError(`${NAME} answered something other than JSON.`, response.status);
  }
  const recipient = recipients[0];
  if (!recipient) {
    throw new SmsRefusedError(`${NAME} refused: ${summary || 'no recipient was accepted'}.`, response.status);
  }
  const code = Number(recipient.statusCode);
  if (!ACCEPTED.has(code)) {
    throw new SmsRefusedError(
      `${NAME} refused: ${recipient.status ?? 'unknown status'} (status code ${code}).`,
      response.status,
      String(code),
    );
  }
  return {
    messageId: recipient.messageId ?? null,
    status: recipient.status ?? 'Success',
    cost: recipient.cost ?? null,
  };
}

export function createAfricasTalkingSms(settings: AfricasTalkingSettings): SmsSender {
  return {
    kind: 'africastalking',
    async send(message) {
      const answer = await sendAfricasTalkingSms(settings, message);
      return { provider: 'africastalking', messageId: answer.messageId };
    },
  };
}

/** Africa's Talking's delivery report statuses that end a message's journey. */
export const AT_DELIVERED = new Set(['Success']);
export const AT_UNDELIVERED = new Set(['Failed', 'Rejected', 'Expired', 'AbsentSubscriber']);
