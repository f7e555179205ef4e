// SMS transport (docs/product/integrations.md "SMS"). The provider is the one an administrator switched on in
// /admin/integrations (Africa's Talking or Twilio, read at send time by server/modules/integrations/sms-senders.ts);
// without one every SMS goes to the outbox (stored and logged) as before.
export interface SmsMessage {
  to: string;
  body: string;
  /** The account the message is for (outbox_messages.account_id); a farm notification names the farm's owner. */
  accountId?: string | null;
  /**
   * What the message is: only notifications count against the package's sms_per_month (a verification code or an
   * invitation is never held back by a limit).
   */
  purpose?: 'code' | 'invitation' | 'notification' | 'receipt';
}

/** What a provider said when it accepted a message: its id, matched later by the delivery callback. */
export interface SmsReceipt {
  provider: string;
  messageId: string | null;
}

export interface SmsSender {
  /** 'outbox' means: no provider, the message is only recorded and logged. Otherwise the provider's name. */
  readonly kind: string;
  /** Resolves with the provider's receipt; throws (SmsRefusedError) with the provider's reason when refused. */
  send(message: SmsMessage): Promise<SmsReceipt | void>;
}

/** A provider's refusal in its own words (never carrying a credential). */
export class SmsRefusedError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, 0 when it could not be reached. */
    readonly status: number,
    /** The provider's own code (Africa's Talking statusCode, Twilio's error code). */
    readonly providerCode: string | null = null,
  ) {
    super(message);
    this.name = 'SmsRefusedError';
  }
}

export const outboxSms: SmsSender = { kind: 'outbox', send: async () => {} };

export function createSmsSender(_env: Record<string, string | undefined> = process.env): SmsSender {
  return outboxSms;
}

/** fetch with a time limit; an unreachable provider becomes a refusal saying so. */
export async function reachSmsProvider(url: string, init: RequestInit, provider: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new SmsRefusedError(`${provider} could not be reached (${(error as Error).message}).`, 0);
  }
}
