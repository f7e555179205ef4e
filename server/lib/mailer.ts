// E-mail transport (docs/architecture.md "Outside services"): SMTP through nodemailer when SMTP_URL is set, otherwise the
// outbox (stored and logged by services/messages.ts, nothing leaves the machine).
import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'outbox' means: no transport, the message is only recorded and logged. */
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/**
 * For the start-up line: where e-mail goes. Without SMTP_URL it tells a person trying the product where their
 * verification codes are (docs/product/notifications.md "Outbox").
 */
export function emailDeliveryNote(config: { SMTP_URL?: string }): string {
  return config.SMTP_URL
    ? 'E-mail is sent through SMTP_URL.'
    : 'E-mail is not sent (SMTP_URL is not set): it goes to the outbox, and every message, verification codes ' +
        'included, is written to this log on a line starting "Outbox".';
}

export const outboxMailer: Mailer = { kind: 'outbox', send: async () => {}, close: () => {} };

export function createMailer(config: { SMTP_URL?: string; MAIL_FROM: string }): Mailer {
  if (!config.SMTP_URL) return outboxMailer;
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    close: () => transport.close(),
  };
}
