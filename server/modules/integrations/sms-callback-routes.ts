// The SMS providers' delivery reports (docs/product/integrations.md "Delivery status"), public by nature and
// checked instead: Twilio signs each callback (X-Twilio-Signature); Africa's Talking signs nothing, so its
// address carries a secret path segment derived from the API key (a wrong one is 404, as for any unknown address).
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessages } from '@/server/db/schema/outbox';
import { HttpError } from '@/server/lib/http-error';
import type { RouteOptions } from '@/server/lib/route-options';
import { AT_DELIVERED, AT_UNDELIVERED } from '@/server/lib/sms-africastalking';
import { TWILIO_DELIVERED, TWILIO_UNDELIVERED, twilioSignatureMatches } from '@/server/lib/sms-twilio';
import { savedIntegration } from './integration-queries';
import { africasTalkingCallbackToken, AT_DELIVERY_PATH, TWILIO_STATUS_PATH } from './sms-senders';

const notFound = () => new HttpError(404, 'Not found.', { code: 'not_found' });
const digest = (text: string) => createHash('sha256').update(text).digest();
const sameSecret = (given: string, expected: string) =>
  expected.length > 0 && timingSafeEqual(digest(given), digest(expected));

const FormBody = z.record(z.string(), z.string()).default({});

export const smsCallbackRoutes: FastifyPluginAsyncZod<RouteOptions & { appUrl: string | null }> = async (
  app,
  { ctx, appUrl },
) => {
  // Both providers post their reports url-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const config = { access: 'public' } as const;

  /** Moves a sent message to delivered or undelivered; a report for an unknown message changes nothing. */
  async function settle(
    provider: 'africastalking' | 'twilio',
    messageId: string,
    outcome: 'delivered' | 'undelivered',
    reason: string | null,
  ) {
    const now = ctx.clock.now();
    const updated = await ctx.db
      .update(outboxMessages)
      .set(
        outcome === 'delivered'
          ? { status: 'delivered', deliveredAt: now, error: null }
          : { status: 'undelivered', error: reason?.slice(0, 1000) ?? 'The provider could not deliver it.' },
      )
      .where(
        and(
          eq(outboxMessages.provider, provider),
          eq(outboxMessages.providerMessageId, messageId),
          inArray(outboxMessages.status, ['sent', 'delivered', 'undelivered']),
        ),
      )
      .returning({ id: outboxMessages.id });
    ctx.log.info({ provider, messageId, outcome, matched: updated.length }, 'SMS delivery report');
  }

  app.post(
    `${AT_DELIVERY_PATH}/:token`,
    { config, schema: { params: z.object({ token: z.string().max(200) }), body: FormBody } },
    async (request, reply) => {
      const saved = await savedIntegration(ctx, 'africastalking');
      const apiKey = saved?.secrets.api_key;
      if (!apiKey || !sameSecret(request.params.token, africasTalkingCallbackToken(apiKey))) throw notFound();
      const { id, status, failureReason } = request.body;
      if (id && status && AT_DELIVERED.has(status)) await settle('africastalking', id, 'delivered', null);
      else if (id && status && AT_UNDELIVERED.has(status)) {
        await settle(
          'africastalking',
          id,
          'undelivered',
          `${status}${failureReason ? `: ${failureReason}` : ''}`,
        );
      }
      return reply.code(200).send({ received: true });
    },
  );

  app.post(TWILIO_STATUS_PATH, { config, schema: { body: FormBody } }, async (request, reply) => {
    const saved = await savedIntegration(ctx, 'twilio');
    const authToken = saved?.secrets.auth_token;
    if (!authToken) throw notFound();
    // Twilio signs the address it called: the public one (APP_URL) behind a proxy, else the one asked for.
    const url = `${appUrl ?? `${request.protocol}://${request.host}`}${request.url}`;
    const signature = request.headers['x-twilio-signature'];
    if (
      !twilioSignatureMatches(
        url,
        request.body,
        authToken,
        typeof signature === 'string' ? signature : undefined,
      )
    ) {
      throw new HttpError(403, 'The request signature does not match.', { code: 'bad_signature' });
    }
    const { MessageSid, MessageStatus, ErrorCode } = request.body;
    if (MessageSid && MessageStatus && TWILIO_DELIVERED.has(MessageStatus)) {
      await settle('twilio', MessageSid, 'delivered', null);
    } else if (MessageSid && MessageStatus && TWILIO_UNDELIVERED.has(MessageStatus)) {
      await settle(
        'twilio',
        MessageSid,
        'undelivered',
        `${MessageStatus}${ErrorCode ? ` (error ${ErrorCode})` : ''}`,
      );
    }
    return reply.code(204).send();
  });
};
