// Sends e-mail and SMS and records every message in outbox_messages (docs/architecture.md "Outside services").
// Without a transport the message is only stored and written to the log as one line that says so in words
// ("Outbox (not sent, …): e-mail to …, "subject": code 123456") and carries `{ outbox: true, channel, to,
// subject, body, code?, link? }`: the one log line allowed to carry a code, because that is how a person running
// the product locally (and the end-to-end suite) reads it.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { outboxMessages } from '@/server/db/schema/outbox';
import { HttpError } from './http-error';
import type { Clock } from './clock';
import type { EmailMessage, Mailer } from './mailer';
import type { SmsMessage, SmsReceipt, SmsSender } from './sms';

export type MessageDispatcher = ReturnType<typeof createMessageDispatcher>;

const CODE = /\b(\d{6})\b/;
const LINK = /https?:\/\/[^\s"'<>]+/;
const WHY_NOT_SENT = { email: 'SMTP_URL is not set', sms: 'no SMS provider is set up' } as const;

/** The outbox log line: what a person reading the log needs first (who, what, the code or link), in words. */
export function outboxLogLine(
  channel: 'email' | 'sms',
  message: { to: string; subject: string | null; body: string },
) {
  const code = CODE.exec(message.body)?.[1];
  const link = LINK.exec(message.body)?.[0];
  const what = [
    `${channel === 'email' ? 'e-mail' : 'SMS'} to ${message.to}`,
    ...(message.subject ? [`"${message.subject}"`] : []),
  ].join(', ');
  const key = code ? `: code ${code}` : link ? `: link ${link}` : '';
  return {
    fields: { outbox: true, channel, ...message, ...(code ? { code } : {}), ...(link ? { link } : {}) },
    text: `Outbox (not sent, ${WHY_NOT_SENT[channel]}): ${what}${key}`,
  };
}

/**
 * The stored body of an e-mail: its text, then one line per attachment with its name and size (in KB, so a size
 * never reads as a 6-digit code in the outbox log line).
 */
function withAttachmentNote(message: EmailMessage): string {
  const files = message.attachments ?? [];
  if (files.length === 0) return message.text;
  const lines = files.map(
    (file) =>
      `Attachment: ${file.filename} (${file.contentType}, ${(file.content.length / 1024).toFixed(1)} KB)`,
  );
  return `${message.text}\n\n${lines.join('\n')}`;
}

export function createMessageDispatcher(deps: {
  db: Database;
  log: FastifyBaseLogger;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  /**
   * The SMS provider an administrator switched on, read at send time (docs/product/integrations.md "SMS"); null
   * falls back to `sms` (the outbox unless a test gives another sender).
   */
  pickSms?: () => Promise<SmsSender | null>;
  /** The SMTP server set up in /admin/integrations, read at send time; null falls back to `mailer` (SMTP_URL). */
  pickMailer?: () => Promise<Mailer | null>;
  /**
   * Why a notification SMS for this account may not go out (its package's sms_per_month is used up), or null.
   * Never asked for verification codes or invitations.
   */
  smsRefusal?: (accountId: string) => Promise<string | null>;
}) {
  const { db, log, clock } = deps;
  const inFlight = new Set<Promise<unknown>>();

  async function dispatch(
    channel: 'email' | 'sms',
    message: { to: string; subject: string | null; body: string; accountId?: string | null },
    transport: { kind: string; send(): Promise<SmsReceipt | void> },
  ): Promise<{ kind: string }> {
    const [row] = await db
      .insert(outboxMessages)
      .values({
        channel,
        to: message.to,
        subject: message.subject,
        body: message.body,
        accountId: message.accountId ?? null,
        provider: transport.kind === 'outbox' ? null : transport.kind,
        status: 'pending',
        createdAt: clock.now(),
      })
      .returning({ id: outboxMessages.id });
    const id = row!.id;
    if (transport.kind === 'outbox') {
      const line = outboxLogLine(channel, message);
      // Warn: the message did not leave the machine, and the line stays visible when the log level is raised.
      log.warn(line.fields, line.text);
      await db.update(outboxMessages).set({ status: 'logged' }).where(eq(outboxMessages.id, id));
      return { kind: 'outbox' };
    }
    try {
      const receipt = await transport.send();
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: clock.now(), providerMessageId: receipt?.messageId ?? null })
        .where(eq(outboxMessages.id, id));
      log.info(
        { channel, to: message.to, subject: message.subject, transport: transport.kind },
        'message sent',
      );
      return { kind: transport.kind };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(outboxMessages)
        .set({ status: 'failed', error: reason.slice(0, 1000) })
        .where(eq(outboxMessages.id, id));
      log.error({ channel, to: message.to, transport: transport.kind, reason }, 'message not sent');
      throw new HttpError(
        503,
        `We could not send the ${channel === 'email' ? 'e-mail' : 'SMS'} just now. Please try again in a few minutes.`,
        {
          code: 'delivery_failed',
        },
      );
    }
  }

  return {
    async sendEmail(message: EmailMessage & { accountId?: string | null }): Promise<void> {
      const mailer = (await deps.pickMailer?.()) ?? deps.mailer;
      await dispatch(
        'email',
        {
          to: message.to,
          subject: message.subject,
          body: withAttachmentNote(message),
          accountId: message.accountId,
        },
        {
          kind: mailer.kind,
          send: () => mailer.send(message),
        },
      );
    },

    /** Sends through the provider switched on now (else the outbox); resolves with the transport's name. */
    async sendSms(message: SmsMessage): Promise<{ kind: string }> {
      const row = { to: message.to, subject: null, body: message.body, accountId: message.accountId };
      // docs/product/integrations.md "SMS and the package limit": only notifications count; the row stays
      // visible in the outbox as failed, with the reason.
      if (message.purpose === 'notification' && message.accountId && deps.smsRefusal) {
        const refusal = await deps.smsRefusal(message.accountId);
        if (refusal) {
          await db.insert(outboxMessages).values({
            channel: 'sms',
            ...row,
            accountId: message.accountId,
            status: 'failed',
            error: refusal,
            createdAt: clock.now(),
          });
          log.warn({ channel: 'sms', to: message.to, reason: refusal }, 'message not sent');
          throw new Error(refusal);
        }
      }
      const sms = (await deps.pickSms?.()) ?? deps.sms;
      return dispatch('sms', row, { kind: sms.kind, send: () => sms.send(message) });
    },

    /**
     * Sends without making the caller wait, for answers whose timing must not depend on whether a message went
     * out (forgot-password). Failures are logged; close() waits for these.
     */
    sendInBackground(send: () => Promise<void>) {
      const task = send()
        .catch((error: unknown) => log.error({ err: error }, 'background message failed'))
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },

    async drain() {
      await Promise.all([...inFlight]);
    },
  };
}
