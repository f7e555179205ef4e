// Idempotency-Key on every inventory write: a request retried with the same key applies once.
// The key is claimed by an INSERT in the SAME transaction as the write, so:
// - a duplicate that arrives while the first is running waits on the key's primary key (PostgreSQL), or behind
//   the single connection (PGlite), and then finds the stored answer;
// - the answer is stored by the transaction that did the write, so a key is never "used" without its effect.
// Failures are not stored: a write that fails (404, 409, 422) rolls back its claim with it, so the same key can
// be retried once the cause is fixed (stock received, a location chosen). Only a successful answer is replayed.
// Keys live 7 days: the browser extension queues stock actions taken offline and may retry one whose answer was
// lost only when the laptop is next opened (docs/decisions/012). An expired key is deleted when it is used again;
// the daily retention job (services/retention) removes the rest.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@/shared/contracts/inventory';
import type { Database } from '@/server/db/client';
import { idempotencyKeys } from '@/server/db/schema/inventory';
import { fieldError, HttpError } from './http-error';
import { currentUser } from '@/server/plugins/auth';
import type { Clock } from './clock';

export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60_000;
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';
const KEY_SHAPE_MESSAGE = 'The Idempotency-Key header must be 1 to 200 characters.';

export interface WriteResult<T> {
  status: number;
  body: T;
}

/** The key of a request, or null without one; 422 when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || raw.length < 1 || raw.length > 200) {
    throw fieldError('Idempotency-Key', KEY_SHAPE_MESSAGE, 'invalid_idempotency_key');
  }
  return raw;
}

/** What makes two requests "the same": method, path and query, and the validated body. */
const fingerprint = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');

export function createIdempotency(db: Database, clock: Clock) {
  /**
   * Runs `work` in a transaction, claiming the request's key in it when there is one, and sends its answer
   * (or the stored answer of an earlier request with the same key). Answers the body for Fastify to send.
   * Keys belong to the signed-in user, or to `ownerId` for callers without one (a widget writes in the name of
   * its key's creator).
   */
  async function run<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (tx: Database) => Promise<WriteResult<T>>,
    ownerId?: string,
  ): Promise<T> {
    const key = idempotencyKeyOf(request);
    if (key === null) {
      const result = await db.transaction((tx) => work(tx));
      reply.code(result.status);
      return result.body;
    }
    const userId = ownerId ?? currentUser(request).id;
    const hash = fingerprint(request);
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
      const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
      const claim = () =>
        tx
          .insert(idempotencyKeys)
          .values({ userId, key, requestHash: hash, statusCode: 0, responseBody: {}, createdAt: now })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
      let claimed = await claim();
      if (claimed.length === 0) {
        // Taken: by an expired use of the key (deleted, then claimed afresh), or by a live one (answered below).
        const gone = await tx
          .delete(idempotencyKeys)
          .where(and(mine, lt(idempotencyKeys.createdAt, expired)))
          .returning({ key: idempotencyKeys.key });
        if (gone.length > 0) claimed = await claim();
      }
      if (claimed.length === 0) {
        // Another request holds or held this key; its transaction has committed by now (the insert waited).
        const [stored] = await tx.select().from(idempotencyKeys).where(mine);
        if (!stored)
          throw new HttpError(409, 'This request is already being handled; try again in a moment.');
        if (stored.requestHash !== hash)
          throw fieldError('Idempotency-Key', KEY_REUSED_MESSAGE, 'idempotency_key_reused');
        return { replayed: true, status: stored.statusCode, body: stored.responseBody as T };
      }
      const result = await work(tx);
      // Stored as JSON, exactly what a replay sends back.
      const body = JSON.parse(JSON.stringify(result.body)) as T;
      await tx.update(idempotencyKeys).set({ statusCode: result.status, responseBody: body }).where(mine);
      return { replayed: false, status: result.status, body };
    });
    reply.code(outcome.status);
    if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return outcome.body;
  }

  return { run };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
