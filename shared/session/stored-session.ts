// SPEC §3 User: "Stored locally as user. The session token is stored locally as token." The token is kept as
// the raw string and the user as JSON, under exactly those keys, so every surface reads the same entries.
import { UserSchema, type User } from '@/shared/contracts/user';
import { isPromiseLike, type KeyValueStorage } from './storage-port';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface Session {
  token: string | null;
  user: User | null;
}

export const decodeToken = (raw: string | null): string | null => (raw ? raw : null);

/** A stored user that no longer fits the contract reads as none; the surface then re-fetches /api/auth/me. */
export function decodeUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const parsed = UserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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

/** SPEC §4: login and register store the token and the user. */
export async function storeSession(
  storage: KeyValueStorage,
  session: { token: string; user: User },
): Promise<void> {
  await Promise.all([
    storage.setItem(TOKEN_KEY, session.token),
    storage.setItem(USER_KEY, encodeUser(session.user)),
  ]);
}

/** SPEC §4: logout and a 401 clear both entries. */
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
