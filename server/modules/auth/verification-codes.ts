// Six-digit codes for e-mail and SMS verification and password reset (docs/product/accounts.md Verification).
// Rules: stored as a keyed hash (code-hash.ts); valid 10 minutes; dead after 5 wrong tries; at most 3 sends per destination in 15 minutes
// and 60 s between sends. The rows themselves are the send counter, so the rules hold across instances.
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { verificationCodes } from '@/server/db/schema/auth';
import { sameDigest } from '@/server/lib/hash';
import { fieldError, tooManyRequests, waitPhrase } from '@/server/lib/http-error';
import type { Clock } from '@/server/lib/clock';
import type { CodeHasher } from './code-hash';

export type CodePurpose = 'email' | 'sms' | 'password_reset';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
export const SEND_WINDOW_MS = 15 * 60_000;
export const MAX_SENDS_PER_WINDOW = 3;
export const MIN_SECONDS_BETWEEN_SENDS = 60;

/** What issuing and checking codes needs; the server context has all of it. */
export interface CodeDeps {
  db: Database;
  clock: Clock;
  codeHasher: CodeHasher;
}

/**
 * Creates a code after checking the send limits; returns it (for the message) with the seconds until the next
 * send is allowed. Earlier unused codes for the same purpose and destination stop working.
 */
export async function issueCode(
  { db, clock, codeHasher }: CodeDeps,
  input: { purpose: CodePurpose; destination: string; userId: string | null },
): Promise<{ code: string; retryAfterSeconds: number }> {
  const { purpose, destination, userId } = input;
  // Drawn and hashed before the transaction: loading the key may itself query the database.
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await codeHasher.hash(purpose, destination, code);
  return db.transaction(async (tx) => {
    // Serialises sends to one destination, so two simultaneous requests cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${destination}`}))`);
    const now = clock.now();
    const windowStart = new Date(now.getTime() - SEND_WINDOW_MS);
    const recent = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(eq(verificationCodes.destination, destination), gt(verificationCodes.createdAt, windowStart)),
      )
      .orderBy(asc(verificationCodes.createdAt));
    const secondsUntil = (d: Date) => (d.getTime() - now.getTime()) / 1000;
    if (recent.length >= MAX_SENDS_PER_WINDOW) {
      const wait = secondsUntil(new Date(recent[0]!.createdAt.getTime() + SEND_WINDOW_MS));
      throw tooManyRequests(
        `You have asked for ${MAX_SENDS_PER_WINDOW} codes in 15 minutes. You can ask for a new code ${waitPhrase(wait)}.`,
        wait,
        'code_send_limit',
      );
    }
    const last = recent.at(-1);
    if (last) {
      const wait = secondsUntil(new Date(last.createdAt.getTime() + MIN_SECONDS_BETWEEN_SENDS * 1000));
      if (wait > 0) {
        throw tooManyRequests(
          `We just sent a code. You can ask for another one ${waitPhrase(wait)}.`,
          wait,
          'code_send_cooldown',
        );
      }
    }
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.destination, destination),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      purpose,
      destination,
      userId,
      codeHash,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    // Old rows are removed by the daily retention job (services/retention), not here: a delete on every send
    // would scan the whole table inside the send's transaction.
    const sendsLeft = MAX_SENDS_PER_WINDOW - recent.length - 1;
    const windowEnd = recent[0]
      ? recent[0].createdAt.getTime() + SEND_WINDOW_MS
      : now.getTime() + SEND_WINDOW_MS;
    const retryAfterSeconds =
      sendsLeft > 0 ? MIN_SECONDS_BETWEEN_SENDS : Math.ceil((windowEnd - now.getTime()) / 1000);
    return { code, retryAfterSeconds };
  });
}

/**
 * Checks a code and uses it up. Each try is counted before the comparison, so even simultaneous guesses get no
 * more than five. Throws a 422 on the `code` field that says what to do next.
 */
export async function consumeCode(
  { db, clock, codeHasher }: CodeDeps,
  input: { purpose: CodePurpose; destination: string; code: string },
): Promise<{ userId: string | null }> {
  const { purpose, destination, code } = input;
  const now = clock.now();
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.destination, destination),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest)
    throw fieldError('code', 'There is no code waiting to be checked. Ask for a new code.', 'code_missing');
  if (latest.expiresAt <= now)
    throw fieldError('code', 'This code has expired. Ask for a new code.', 'code_expired');
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, latest.id),
        lt(verificationCodes.attempts, MAX_ATTEMPTS),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!counted) throw tooManyTries();
  // A code stored before the keyed hash (bare SHA-256) never matches; it expires within 10 minutes anyway.
  if (!sameDigest(latest.codeHash, await codeHasher.hash(purpose, destination, code))) {
    const left = MAX_ATTEMPTS - counted.attempts;
    if (left <= 0) throw tooManyTries();
    throw fieldError(
      'code',
      `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      'code_wrong',
    );
  }
  const [used] = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ userId: verificationCodes.userId });
  if (!used) throw fieldError('code', 'This code has already been used. Ask for a new code.', 'code_used');
  return { userId: used.userId };
}

const tooManyTries = () =>
  fieldError(
    'code',
    'This code was entered wrongly too many times and no longer works. Ask for a new code.',
    'code_dead',
  );
