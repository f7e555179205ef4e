// POST /broadcasting/auth (docs/product/realtime.md "Realtime authorization"): pusher-js posts socket_id and channel_name, form-
// encoded, with the user's bearer token; we answer { auth: "key:HMAC-SHA256(secret, socket_id:channel_name)" } for
// a channel the user may hear. Which channels those are is the caller's rule (authorizeUserChannel); when the rule
// names the grant that allows it (the caller's sign-in, grants.ts), the built-in endpoint signs it into channel_data
// so that revoking the sign-in ends the subscription.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiError } from '@/shared/contracts/errors';
import { isValidChannelName } from './protocol';

/** What allowed a subscription: revoking `grant` (grants.ts) ends it. */
export interface ChannelGrant {
  grant: string;
}

/** May throw (e.g. a 401 error for a missing token); the app's error handler answers then. */
export type AuthorizeUserChannel = (
  request: FastifyRequest,
  channelName: string,
) => boolean | ChannelGrant | Promise<boolean | ChannelGrant>;

/** Signs a private subscription, with its grant when there is one (RealtimeHandle.authorize). */
export type SignChannel = (
  socketId: string,
  channelName: string,
  grant?: string,
) => { auth: string; channel_data?: string };

export interface BroadcastingAuthOptions {
  sign: SignChannel;
  authorizeUserChannel: AuthorizeUserChannel;
}

export const FORBIDDEN_CHANNEL_MESSAGE = 'You may subscribe only to your own channels.';

const AuthBody = z.object({
  socket_id: z
    .string({ error: 'socket_id is required.' })
    .regex(/^\d+\.\d+$/, 'socket_id must look like 1234.5678.'),
  channel_name: z
    .string({ error: 'channel_name is required.' })
    .refine(isValidChannelName, 'channel_name is not a valid channel name.')
    .refine(
      (c) => c.startsWith('private-') && !c.startsWith('private-encrypted-'),
      'Only private channels need authorization.',
    ),
});

export const broadcastingAuth: FastifyPluginAsync<BroadcastingAuthOptions> = async (app, options) => {
  // pusher-js's ajax transport sends application/x-www-form-urlencoded. Registered in this encapsulated scope only,
  // and only if the app has no form parser of its own.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  app.post('/broadcasting/auth', async (request, reply) => {
    const parsed = AuthBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      // The API's one error shape (shared/contracts/errors.ts): 422 with per-field messages.
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
      const body: ApiError = { message: 'Some fields need fixing.', code: 'validation_failed', errors };
      return reply.code(422).send(body);
    }
    const { socket_id: socketId, channel_name: channelName } = parsed.data;
    const allowed = await options.authorizeUserChannel(request, channelName);
    if (!allowed) {
      return reply
        .code(403)
        .send({ message: FORBIDDEN_CHANNEL_MESSAGE, code: 'forbidden' } satisfies ApiError);
    }
    const grant = typeof allowed === 'object' ? allowed.grant : undefined;
    return reply.send(options.sign(socketId, channelName, grant));
  });
};
