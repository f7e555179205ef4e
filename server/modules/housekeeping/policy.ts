// How long the housekeeping job keeps each kind of row (docs/decisions/013-data-retention.md). Every period is
// counted back from the injected clock's now when the daily job runs.
import { IDEMPOTENCY_TTL_MS } from '@/server/lib/idempotency';
import { TOKEN_IDLE_LIMIT_MS } from '@/server/modules/auth/tokens';

const DAY_MS = 24 * 60 * 60_000;

/** Rows per DELETE statement: each statement stays short, so no lock is held for long on a big table. */
export const RETENTION_BATCH_SIZE = 5_000;

// Half a year of read history is what a farmer scrolls back through; unread notifications are never pruned.
export const READ_NOTIFICATIONS_KEPT_MS = 180 * DAY_MS;

// The delivery log answers "did the SMS go out last month?"; a quarter covers support questions.
export const DELIVERIES_KEPT_MS = 90 * DAY_MS;

// The outbox is a debugging aid for e-mail and SMS (the delivery log keeps the outcome longer).
export const OUTBOX_KEPT_MS = 30 * DAY_MS;

// Delivered alerts are already notifications; kept a quarter for tracing an alert back to its cause.
export const DELIVERED_EVENTS_KEPT_MS = 90 * DAY_MS;

// A key is honoured for IDEMPOTENCY_TTL_MS (7 days, for the extension's offline replays) and dead after it.
export const IDEMPOTENCY_KEYS_KEPT_MS = IDEMPOTENCY_TTL_MS;

// A token idle this long is refused and deleted when shown (tokens.ts); one never shown again is dead weight.
export const IDLE_TOKENS_KEPT_MS = TOKEN_IDLE_LIMIT_MS;

// A day past expiry: far outside the 15-minute send window that counts these rows (verification-codes.ts).
export const EXPIRED_CODES_KEPT_MS = DAY_MS;

// A day past expiry: an expired session is refused anyway; the day leaves room for looking into an incident.
export const EXPIRED_WIDGET_SESSIONS_KEPT_MS = DAY_MS;

// A day after the window started: far beyond the 15-minute window (login-throttle.ts), so no live count is lost.
export const THROTTLE_WINDOWS_KEPT_MS = DAY_MS;

// Days of job_runs kept; today's and yesterday's rows are what the daily claim (locks.ts) relies on.
export const JOB_RUNS_KEPT_DAYS = 90;
