// A tiny in-process cache in front of the token lookup: /api/auth/me and every authenticated call start with it.
//
// Trade-off (documented here because it is a security one): revocations and account changes made in THIS process
// drop the affected entries at once, so logout, logout-all, password changes and verification take effect
// immediately here. Made by ANOTHER instance sharing the database, they take effect here within the TTL (2 s at
// most). A revoked token may therefore still work for up to 2 s on other instances; we accept that for a
// multi-instance deployment in exchange for fewer database round trips. Set the TTL to 0 to turn the cache off.
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

  constructor(private readonly ttlMs: number = DEFAULT_TOKEN_CACHE_TTL_MS) {}

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    // Monotonic wall time on purpose: the TTL bounds real staleness, whatever the injected business clock says.
    if (entry.expiresAt <= performance.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  set(session: CachedSession) {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(session.tokenHash, { session, expiresAt: performance.now() + this.ttlMs });
  }

  forgetToken(tokenHash: string) {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: string) {
    for (const [hash, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(hash);
  }
}
