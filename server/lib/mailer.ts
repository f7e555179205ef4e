// E-mail transport (docs/architecture.md "Outside services"): SMTP through nodemailer when SMTP_URL is set, otherwise the
// outbox (stored and logged by services/messages.ts, nothing leaves the machine).
import type { Transporter } from 'nodemailer';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (an invoice's PDF); the outbox records each one's name and size. */
  attachments?: EmailAttachment[];
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
  const url = config.SMTP_URL;
  if (!url) return outboxMailer;
  // nodemailer is loaded with the first message, not at start-up: most starts send nothing for a while, and the
  // embedded set-up never needs it (docs/decisions/033, start-up time).
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    kind: 'smtp',
    async send(message) {
      const smtp = await open();
      await smtp.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map(({ filename, contentType, content }) => ({
                filename,
                contentType,
                content,
              })),
            }
          : {}),
      });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
