// E-mail transport (docs/architecture.md "Outside services"): SMTP through nodemailer with the settings of
// /admin/integrations when switched on (chosen at send time by server/lib/messages.ts), else SMTP_URL when set, otherwise the
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
  return createSmtpMailer(url, config.MAIL_FROM);
}

/** An SMTP server as /admin/integrations describes it (docs/product/integrations.md "E-mail"). */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  username?: string;
  password?: string;
  from: string;
}

export const smtpTransportOptions = (settings: SmtpSettings) => ({
  host: settings.host,
  port: settings.port,
  secure: settings.secure,
  ...(settings.username ? { auth: { user: settings.username, pass: settings.password ?? '' } } : {}),
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
});

/** SMTP through nodemailer, to an smtp:// URL or a host and port. */
export function createSmtpMailer(
  transportOptions: string | ReturnType<typeof smtpTransportOptions>,
  from: string,
): Mailer & { sendWithAnswer(message: EmailMessage): Promise<string> } {
  // nodemailer is loaded with the first message, not at start-up: most starts send nothing for a while, and the
  // embedded set-up never needs it (docs/decisions/033, start-up time).
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(transportOptions),
    ));
  const sendWithAnswer = async (message: EmailMessage): Promise<string> => {
    const smtp = await open();
    const info = (await smtp.sendMail({
      from,
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
    })) as { response?: string };
    return info.response ?? '';
  };
  return {
    kind: 'smtp',
    send: async (message) => void (await sendWithAnswer(message)),
    sendWithAnswer,
    close: () => void transport?.then((opened) => opened.close()),
  };
}
