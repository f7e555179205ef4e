// The Pusher HTTP API subset the official `pusher` SDK uses (https://pusher.com/docs/channels/library_auth_reference/
// rest-api): publish (events, batch_events) and channel queries. Every request is signed; see signing.ts.
// Encapsulated plugin: its raw-body JSON parser applies to these routes only, never to the rest of the API.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RealtimeConfig } from './config';
import { localFanOut, type ClusterEvent, type EventFanOut } from './fan-out';
import type { RealtimeHub } from './hub';
import { isValidChannelName } from './protocol';
import { MAX_CHANNELS_PER_PUBLISH, MAX_EVENT_DATA_BYTES, MAX_EVENTS_PER_BATCH } from './publisher';
import { verifyRequestSignature } from './signing';

export interface RealtimeHttpApiOptions {
  config: Pick<RealtimeConfig, 'appId' | 'key' | 'secret'>;
  hub: RealtimeHub;
  /** Where published events go; left out, to this instance's sockets only (fan-out.ts). */
  fanOut?: EventFanOut;
}

/** A batch of 10 events of 10 KB each, JSON-escaped, fits comfortably. */
const BODY_LIMIT = 256 * 1024;

const EventName = z.string().min(1).max(200);
const SocketId = z.string().regex(/^\d+\.\d+$/, 'must look like 1234.5678');
const Channel = z.string().refine(isValidChannelName, 'is not a valid channel name');
const EventFields = {
  name: EventName,
  data: z.string(),
  socket_id: SocketId.optional(),
  info: z.string().optional(),
};

const TriggerBody = z
  .object({ ...EventFields, channel: Channel.optional(), channels: z.array(Channel).min(1).optional() })
  .refine(
    (b) => (b.channel === undefined) !== (b.channels === undefined),
    'Give either channel or channels.',
  );
const BatchBody = z.object({ batch: z.array(z.object({ ...EventFields, channel: Channel })).min(1) });

type Params = { appId: string; channelName?: string };

/** Query parameters as sent, decoded, without Fastify's parser (it would merge repeated keys into arrays). */
function queryOf(url: string): Record<string, string> | null {
  const at = url.indexOf('?');
  const params: Record<string, string> = {};
  for (const part of at < 0 ? [] : url.slice(at + 1).split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    try {
      const key = decodeURIComponent(eq < 0 ? part : part.slice(0, eq));
      if (Object.hasOwn(params, key)) return null;
      params[key] = decodeURIComponent(eq < 0 ? '' : part.slice(eq + 1));
    } catch {
      return null;
    }
  }
  return params;
}

const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');

export const realtimeHttpApi: FastifyPluginAsync<RealtimeHttpApiOptions> = async (
  app,
  { config, hub, fanOut = localFanOut(hub) },
) => {
  if (app.hasContentTypeParser('application/json')) app.removeContentTypeParser('application/json');
  // body_md5 is over the exact bytes received, so keep them; the JSON is parsed after the signature checks out.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  /** Answers 404/400/401 itself and returns null, or returns the query parameters of a well-signed request. */
  const verified = (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    if (request.params.appId !== config.appId)
      return void reply.code(404).send({ message: 'Unknown app id.' });
    const params = queryOf(request.url);
    if (!params) return void reply.code(400).send({ message: 'Malformed or repeated query parameters.' });
    const path = request.url.split('?')[0] ?? '';
    const rawBody = Buffer.isBuffer(request.body) ? request.body : undefined;
    const result = verifyRequestSignature({ ...config, method: request.method, path, params, rawBody });
    if (!result.ok) return void reply.code(result.status).send({ message: result.message });
    return params;
  };

  const bodyOf = <T>(schema: z.ZodType<T>, request: FastifyRequest, reply: FastifyReply): T | undefined => {
    let json: unknown;
    try {
      json = JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '');
    } catch {
      return void reply.code(400).send({ message: 'The body must be JSON.' });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) return void reply.code(400).send({ message: issuesOf(parsed.error) });
    return parsed.data;
  };

  const tooLarge = (reply: FastifyReply, data: string) => {
    const bytes = Buffer.byteLength(data);
    if (bytes <= MAX_EVENT_DATA_BYTES) return false;
    reply.code(413).send({ message: `Event data is ${bytes} bytes; the limit is ${MAX_EVENT_DATA_BYTES}.` });
    return true;
  };

  /** This instance's sockets have the events once this runs; a failure means the other instances missed them. */
  const deliver = async (reply: FastifyReply, events: ClusterEvent[]) => {
    try {
      await fanOut.publish(events);
    } catch (error) {
      reply.request.log.warn({ err: error }, 'realtime: the other instances could not be told of an event');
      const reason = error instanceof Error ? error.message : String(error);
      return reply.code(503).send({
        message: `Delivered to this instance's connections only; the other instances could not be told: ${reason}`,
      });
    }
    return reply.send({});
  };

  app.post<{ Params: Params }>('/apps/:appId/events', async (request, reply) => {
    if (!verified(request, reply)) return reply;
    const body = bodyOf(TriggerBody, request, reply);
    if (!body) return reply;
    const channels = body.channels ?? (body.channel ? [body.channel] : []);
    if (channels.length > MAX_CHANNELS_PER_PUBLISH) {
      return reply.code(400).send({ message: `At most ${MAX_CHANNELS_PER_PUBLISH} channels per event.` });
    }
    if (tooLarge(reply, body.data)) return reply;
    return deliver(reply, [{ channels, event: body.name, data: body.data, socketId: body.socket_id }]);
  });

  app.post<{ Params: Params }>('/apps/:appId/batch_events', async (request, reply) => {
    if (!verified(request, reply)) return reply;
    const body = bodyOf(BatchBody, request, reply);
    if (!body) return reply;
    if (body.batch.length > MAX_EVENTS_PER_BATCH) {
      return reply.code(400).send({ message: `At most ${MAX_EVENTS_PER_BATCH} events per batch.` });
    }
    for (const event of body.batch) if (tooLarge(reply, event.data)) return reply;
    return deliver(
      reply,
      body.batch.map((e) => ({ channels: [e.channel], event: e.name, data: e.data, socketId: e.socket_id })),
    );
  });

  app.get<{ Params: Params }>('/apps/:appId/channels', async (request, reply) => {
    const params = verified(request, reply);
    if (!params) return reply;
    const names = hub.channelNames(params.filter_by_prefix ?? '');
    return reply.send({ channels: Object.fromEntries(names.map((name) => [name, {}])) });
  });

  app.get<{ Params: Params }>('/apps/:appId/channels/:channelName', async (request, reply) => {
    if (!verified(request, reply)) return reply;
    const count = hub.subscriptionCount(request.params.channelName ?? '');
    // subscription_count is always given (Pusher gives it on request with info=subscription_count).
    return reply.send({ occupied: count > 0, subscription_count: count });
  });
};
