// Verification and password-reset codes are stored as HMAC-SHA256 under a server key, never as a bare digest: six
// digits are a million guesses, so sha256(code) read from a leaked table gives the code back at once
// (docs/decisions/024). The key is CODE_HASH_SECRET, or else one generated once and kept in the database.
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { serverSecrets } from '@/server/db/schema/auth';
import type { Clock } from '@/server/lib/clock';

export const CODE_KEY_NAME = 'code_hash_key';

export type CodeHasher = ReturnType<typeof createCodeHasher>;

export function createCodeHasher(options: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  secret?: string;
}) {
  const { db, clock, log, secret } = options;
  let key: Promise<Buffer> | undefined;

  /** The stored key, created by whichever instance gets there first (the insert does nothing if it exists). */
  async function storedKey(): Promise<Buffer> {
    const inserted = await db
      .insert(serverSecrets)
      .values({ name: CODE_KEY_NAME, value: randomBytes(32).toString('base64url'), createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ name: serverSecrets.name });
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, CODE_KEY_NAME));
    if (!row) throw new Error('the verification-code key could not be stored');
    log.warn(
      inserted.length > 0
        ? 'CODE_HASH_SECRET is not set: generated a key for verification codes and stored it in the database'
        : 'CODE_HASH_SECRET is not set: verification codes use the key stored in the database',
    );
    return Buffer.from(row.value, 'base64url');
  }

  return {
    /** The stored form of a code: hex HMAC-SHA256 of `purpose:destination:code`. */
    async hash(purpose: string, destination: string, code: string): Promise<string> {
      key ??= secret
        ? Promise.resolve(Buffer.from(secret, 'utf8'))
        : storedKey().catch((error: unknown) => {
            key = undefined; // try again on the next code rather than failing for ever
            throw error;
          });
      return createHmac('sha256', await key)
        .update(`${purpose}:${destination}:${code}`)
        .digest('hex');
    },
  };
}
