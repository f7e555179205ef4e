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
