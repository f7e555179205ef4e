// docs/product/accounts.md User: "Stored locally as user. The session token is stored locally as token." The token is kept as
// the raw string and the user as JSON, under exactly those keys, so every surface reads the same entries.
import type { User } from '@/shared/contracts/user';
import { isPromiseLike, type KeyValueStorage } from './storage-port';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface Session {
  token: string | null;
  user: User | null;
}

export const decodeToken = (raw: string | null): string | null => (raw ? raw : null);

const STRING_FIELDS = ['id', 'name', 'email', 'user_type', 'created_at'] as const;
const NULLABLE_STRING_FIELDS = ['phone_number', 'email_verified_at', 'phone_verified_at'] as const;

/**
 * A stored user that no longer fits the contract reads as none; the surface then re-fetches /api/auth/me.
 * Checked by hand rather than with the zod schema, which would put zod in the signed-out bundle.
 */
export function decodeUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (!STRING_FIELDS.every((key) => typeof record[key] === 'string')) return null;
    if (!NULLABLE_STRING_FIELDS.every((key) => record[key] === null || typeof record[key] === 'string'))
      return null;
    return record as unknown as User;
  } catch {
    return null;
  }
}

export const encodeUser = (user: User): string => JSON.stringify(user);

/** Reads both entries; for code outside React (the extension worker, the client's getToken). */
export async function readStoredSession(storage: KeyValueStorage): Promise<Session> {
  const [token, user] = await Promise.all([storage.getItem(TOKEN_KEY), storage.getItem(USER_KEY)]);
  return { token: decodeToken(token), user: decodeUser(user) };
}

/** docs/product/accounts.md: login and register store the token and the user. */
export async function storeSession(
  storage: KeyValueStorage,
  session: { token: string; user: User },
): Promise<void> {
  await Promise.all([
    storage.setItem(TOKEN_KEY, session.token),
    storage.setItem(USER_KEY, encodeUser(session.user)),
  ]);
}

/** docs/product/accounts.md: logout and a 401 clear both entries. */
export async function clearStoredSession(storage: KeyValueStorage): Promise<void> {
  await Promise.all([storage.removeItem(TOKEN_KEY), storage.removeItem(USER_KEY)]);
}

/** Reads one entry synchronously when the storage allows it. */
export function readNow<T>(
  storage: KeyValueStorage,
  key: string,
  decode: (raw: string | null) => T,
): T | Promise<T> {
  const raw = storage.getItem(key);
  return isPromiseLike(raw) ? raw.then(decode) : decode(raw);
}
