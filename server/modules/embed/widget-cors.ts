// CORS for the widget API: answered only to the origins on the key's list, per key. The key is in
// every widget URL (/api/widget/{key}/…) precisely so a preflight, which carries neither body nor Authorization,
// can be answered for the right key. Any other origin gets no CORS headers, so the browser shows it nothing.
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@/server/db/client';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory';
import { allowedOriginsOf } from './widget-sessions';

const KEY_IN_URL = /^\/api\/widget\/([\w-]{1,100})\//;

export const publishableKeyOf = (url: string) => KEY_IN_URL.exec(url)?.[1];

export async function registerWidgetCors(app: FastifyInstance, db: Database) {
  await app.register(cors, {
    delegator: async (request: FastifyRequest) => {
      const key = publishableKeyOf(request.url);
      const origin = request.headers.origin;
      const allowed = key && origin ? (await allowedOriginsOf(db, key)).includes(origin) : false;
      return {
        origin: allowed ? origin : false,
        methods: ['GET', 'POST'],
        allowedHeaders: ['authorization', 'content-type', IDEMPOTENCY_KEY_HEADER],
        maxAge: 600,
        // Preflights of other origins get their 204 without CORS headers, which the browser treats as a refusal.
        strictPreflight: true,
      };
    },
  });
}
