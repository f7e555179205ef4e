// SMS transport. No provider is reachable from here, so every SMS goes to the outbox (stored and logged). A
// provider plugs in by implementing SmsSender and choosing it in createSmsSender from its own env variables.
export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  /** 'outbox' means: no provider, the message is only recorded and logged. Otherwise the provider's name. */
  readonly kind: string;
  send(message: SmsMessage): Promise<void>;
}

export const outboxSms: SmsSender = { kind: 'outbox', send: async () => {} };

export function createSmsSender(_env: Record<string, string | undefined> = process.env): SmsSender {
  return outboxSms;
}
