// POST /broadcasting/auth (docs/product/realtime.md "Realtime authorization"): pusher-js posts socket_id and channel_name, form-
// encoded, with the user's bearer token; we answer { auth: "key:HMAC-SHA256(secret, socket_id:channel_name)" } for
// a channel the user may hear. Which channels those are is the caller's rule (authorizeUserChannel).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiError } from '@/shared/contracts/errors';
import type { RealtimeConfig } from './config';
import { isValidChannelName } from './protocol';
import { authorizeChannel } from './signing';

/** May throw (e.g. a 401 error for a missing token); the app's error handler answers then. */
export type AuthorizeUserChannel = (
  request: FastifyRequest,
  channelName: string,
) => boolean | Promise<boolean>;

export interface BroadcastingAuthOptions {
  config: Pick<RealtimeConfig, 'key' | 'secret'>;
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
    if (!(await options.authorizeUserChannel(request, channelName))) {
      return reply
        .code(403)
        .send({ message: FORBIDDEN_CHANNEL_MESSAGE, code: 'forbidden' } satisfies ApiError);
    }
    return reply.send(authorizeChannel({ ...options.config, socketId, channelName }));
  });
};
