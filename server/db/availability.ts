// Telling "the database cannot be reached" apart from every other failure, so the errors plugin can answer 503
// database_unavailable instead of a 500 while PostgreSQL is restarting, failing over or cut off
// (docs/architecture.md "Losing the database").
import { DrizzleQueryError } from 'drizzle-orm';

/** Errors thrown by the database client itself (a pool that cannot connect), not by a query Drizzle wrapped. */
const fromDatabase = new WeakSet<object>();

/** Marks an error as coming from the database client; returns it for `throw markDatabaseError(e)`. */
export function markDatabaseError<T>(error: T): T {
  if (error && typeof error === 'object') fromDatabase.add(error);
  return error;
}

/** Thrown when the database does not answer in time (the health check's probe). */
export class DatabaseTimeoutError extends Error {
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms.`);
    this.name = 'DatabaseTimeoutError';
  }
}

// Socket errors node-postgres passes on when the server is down, unreachable or drops the connection.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's own codes: class 08 (connection exception), the server shutting down or starting up
// (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now) and 53300 too_many_connections.
const SQLSTATE = /^(08...|57P0[123]|53300)$/;

// node-postgres and pg-pool say these in words only.
const CLIENT_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /is not queryable$/, // a pooled client whose connection broke: "Client has encountered a connection error …"
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
];

function isConnectionFailure(error: object): boolean {
  if (error instanceof DatabaseTimeoutError) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
  return typeof message === 'string' && CLIENT_MESSAGES.some((pattern) => pattern.test(message));
}

/** Every error reachable from `error` through `cause` and AggregateError's `errors` (Node's happy eyeballs). */
function* chain(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  const queue = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    yield current;
    queue.push((current as { cause?: unknown }).cause);
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested)) queue.push(...nested);
  }
}

/**
 * True when `error` says the database could not be reached: a connection refused, dropped or timed out, on the
 * database's path (a query Drizzle ran, or the pool's own connect). A refused connection to an SMTP server or a
 * push service is not one: it never passes through the database client.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let viaDatabase = false;
  let connectionFailure = false;
  for (const link of chain(error)) {
    if (link instanceof DrizzleQueryError || link instanceof DatabaseTimeoutError || fromDatabase.has(link)) {
      viaDatabase = true;
    }
    if (isConnectionFailure(link)) connectionFailure = true;
  }
  return viaDatabase && connectionFailure;
}
