// A tiny in-process cache in front of the token lookup: /api/auth/me and every authenticated call start with it.
//
// Trade-off (documented here because it is a security one): revocations and account changes made in THIS process
// drop the affected entries at once, so logout, logout-all, password changes and verification take effect
// immediately here. Made by ANOTHER instance sharing the database, they take effect here within the TTL (2 s at
// most). A revoked token may therefore still work for up to 2 s on other instances; we accept that for a
// multi-instance deployment in exchange for fewer database round trips. Set the TTL to 0 to turn the cache off.
//
// The TTL counts from the database read that produced the entry and never slides: a token used continuously is
// read again every TTL (docs/decisions/007). tokens.ts stores every session it authenticates, the cached one
// included, so the cache tells the two apart: a session object it has seen before keeps the expiry of its read.
import type { User } from '@/shared/contracts/user';

export interface CachedSession {
  tokenId: string;
  tokenHash: string;
  lastUsedAt: Date;
  user: User;
}

export const DEFAULT_TOKEN_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

export class TokenCache {
  private readonly entries = new Map<string, { session: CachedSession; expiresAt: number }>();
  /** When each session object was first stored, i.e. just after the database read that created it. */
  private readonly loadedAt = new WeakMap<CachedSession, number>();

  /**
   * `now` is monotonic wall time on purpose (tests pass a fake one): the TTL bounds real staleness, whatever the
   * injected business clock says.
   */
  constructor(
    private readonly ttlMs: number = DEFAULT_TOKEN_CACHE_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  /**
   * Stores a session: a new one (just read from the database) for the TTL from now; one already stored (a
   * cache hit handed back) keeps the expiry of its read, so using a token never extends it.
   */
  set(session: CachedSession) {
    if (this.ttlMs <= 0) return;
    const now = this.now();
    let loadedAt = this.loadedAt.get(session);
    if (loadedAt === undefined) {
      loadedAt = now;
      this.loadedAt.set(session, now);
    }
    const expiresAt = loadedAt + this.ttlMs;
    const current = this.entries.get(session.tokenHash);
    // An expired copy is never stored again, and an older read never replaces a newer one.
    if (expiresAt <= now || (current && current.expiresAt > expiresAt)) return;
    if (current?.session === session) return; // a hit: nothing changes
    if (!current && this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(session.tokenHash, { session, expiresAt });
  }

  /** Drops the token's entry, so its next use reads the database (a revocation made or heard of here). */
  invalidate(tokenHash: string) {
    this.entries.delete(tokenHash);
  }

  forgetToken(tokenHash: string) {
    this.invalidate(tokenHash);
  }

  forgetUser(userId: string) {
    for (const [hash, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(hash);
  }
}
