// Opaque bearer tokens (docs/architecture.md "The API"): 32 random bytes, base64url, only the sha256 stored.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { accessTokens, users } from '@/server/db/schema/auth';
import { sha256 } from '@/server/lib/hash';
import type { Clock } from '@/server/lib/clock';
import { TokenCache, type CachedSession } from './token-cache';
import { publicColumns, toUserDto } from './users';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
// last_used_at is written at most this often per token, so reads stay reads.
const TOUCH_INTERVAL_MS = 60_000;
// A token unused for this long stops working: a lost phone does not stay signed in for ever.
export const TOKEN_IDLE_LIMIT_MS = 30 * 24 * 60 * 60_000;

export type TokenService = ReturnType<typeof createTokenService>;

/** A revoked sign-in: its token's id and user. */
export interface RevokedToken {
  id: string;
  userId: string;
}
/** Told of every revocation once it is saved (app.ts ends the sign-ins' realtime subscriptions). */
export type RevocationListener = (revoked: RevokedToken[]) => Promise<void> | void;

export function createTokenService(db: Database, clock: Clock, options: { cacheTtlMs?: number } = {}) {
  const cache = new TokenCache(options.cacheTtlMs);
  const listeners = new Set<RevocationListener>();
  const revoked = async (rows: RevokedToken[]) => {
    if (rows.length > 0) await Promise.all([...listeners].map((listener) => listener(rows)));
  };
  // One prepared statement joining token → user: the whole of authentication is a single indexed lookup.
  const lookup = db
    .select({ tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt, ...publicColumns })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    // A suspended account's tokens stop here too, so other instances refuse them within the cache's TTL.
    .where(and(eq(accessTokens.tokenHash, sql.placeholder('hash')), isNull(users.suspendedAt)))
    .prepare('auth_token_lookup');

  async function load(tokenHash: string): Promise<CachedSession | null> {
    const [row] = await lookup.execute({ hash: tokenHash });
    if (!row) return null;
    return { tokenId: row.tokenId, tokenHash, lastUsedAt: row.lastUsedAt, user: toUserDto(row) };
  }

  return {
    async issue(userId: string, userAgent?: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.insert(accessTokens).values({
        tokenHash: sha256(token),
        userId,
        userAgent: userAgent?.slice(0, 300) ?? null,
        createdAt: now,
        lastUsedAt: now,
      });
      return token;
    },

    /** The session of a bearer token, or null when it is unknown, revoked or idle too long. */
    /**
     * The token's session straight from the cache when nothing else is due (no last-used time to refresh, not
     * idle too long), without a promise: the path of almost every request. Undefined sends the caller to
     * authenticate().
     */
    cachedSession(token: string): CachedSession | undefined {
      if (!TOKEN_SHAPE.test(token)) return undefined;
      const session = cache.get(sha256(token));
      if (!session || clock.now().getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS)
        return undefined;
      return session;
    },

    async authenticate(token: string): Promise<CachedSession | null> {
      if (!TOKEN_SHAPE.test(token)) return null;
      const tokenHash = sha256(token);
      const session = cache.get(tokenHash) ?? (await load(tokenHash));
      if (!session) return null;
      const now = clock.now();
      const idleMs = now.getTime() - session.lastUsedAt.getTime();
      if (idleMs > TOKEN_IDLE_LIMIT_MS) {
        await this.revoke(tokenHash);
        return null;
      }
      if (idleMs > TOUCH_INTERVAL_MS) {
        await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, session.tokenId));
        session.lastUsedAt = now;
      }
      cache.set(session);
      return session;
    },

    async revoke(tokenHash: string) {
      cache.forgetToken(tokenHash);
      await revoked(
        await db
          .delete(accessTokens)
          .where(eq(accessTokens.tokenHash, tokenHash))
          .returning({ id: accessTokens.id, userId: accessTokens.userId }),
      );
    },

    /** Every session of the user ("sign out of all sessions"), or all but one (password change). */
    async revokeAll(userId: string, options: { exceptTokenId?: string } = {}) {
      cache.forgetUser(userId);
      const keep = options.exceptTokenId ? ne(accessTokens.id, options.exceptTokenId) : undefined;
      await revoked(
        await db
          .delete(accessTokens)
          .where(and(eq(accessTokens.userId, userId), keep))
          .returning({ id: accessTokens.id, userId: accessTokens.userId }),
      );
    },

    /** Listens to revocations (logout, sign-out everywhere, password change or reset, an idle token). */
    onRevoked(listener: RevocationListener) {
      listeners.add(listener);
    },

    /** Drops cached copies of the user after a change (profile, verification), so /me shows it at once. */
    forgetUser(userId: string) {
      cache.forgetUser(userId);
    },
  };
}
