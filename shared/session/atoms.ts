// Auth state as jotai atoms over the injected storage port (docs/architecture.md principle 7, docs/product/accounts.md).
// With a sync storage (localStorage, memory) values are read on first use, so the first render already knows
// the session and the route gate never flashes /login. With an async one (WXT storage) the atoms hold a promise
// until the read lands, which suspends like any async jotai atom.
import { atom, type Atom, type WritableAtom } from 'jotai';
import { RESET, atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import type { User } from '@/shared/contracts/user';
import { isPromiseLike, type KeyValueStorage, type SyncKeyValueStorage } from './storage-port';
import {
  TOKEN_KEY,
  USER_KEY,
  decodeToken,
  decodeUser,
  encodeUser,
  readNow,
  type Session,
} from './stored-session';

type Update<V> = V | typeof RESET | ((prev: V) => V | typeof RESET);
/** Writing null to sessionAtom signs out: both entries are removed (docs/product/accounts.md Logout). */
type SessionWrite = Session | null;

export interface SessionAtoms {
  tokenAtom: WritableAtom<string | null, [Update<string | null>], void>;
  userAtom: WritableAtom<User | null, [Update<User | null>], void>;
  sessionAtom: WritableAtom<Session, [SessionWrite], void>;
  /** A session token is held; the user may still need fetching when the stored copy was unreadable. */
  signedInAtom: Atom<boolean>;
}

export interface AsyncSessionAtoms {
  tokenAtom: WritableAtom<string | null | Promise<string | null>, [Update<string | null>], Promise<void>>;
  userAtom: WritableAtom<User | null | Promise<User | null>, [Update<User | null>], Promise<void>>;
  sessionAtom: WritableAtom<Session | Promise<Session>, [SessionWrite], Promise<void>>;
  signedInAtom: Atom<boolean | Promise<boolean>>;
}

export function createSessionAtoms(storage: SyncKeyValueStorage): SessionAtoms;
export function createSessionAtoms(storage: KeyValueStorage): AsyncSessionAtoms;
export function createSessionAtoms(storage: KeyValueStorage): SessionAtoms | AsyncSessionAtoms {
  const tokenAtom = atomWithStorage(
    TOKEN_KEY,
    null,
    portStorage(storage, decodeToken, (t: string) => t),
    {
      getOnInit: true,
    },
  );
  const userAtom = atomWithStorage(USER_KEY, null, portStorage(storage, decodeUser, encodeUser), {
    getOnInit: true,
  });

  const sessionAtom = atom(
    (get) => both(get(tokenAtom), get(userAtom), (token, user): Session => ({ token, user })),
    (_get, set, next: SessionWrite) => {
      const writes = [set(tokenAtom, next?.token ?? RESET), set(userAtom, next?.user ?? RESET)];
      return writes.some(isPromiseLike) ? Promise.all(writes).then(() => undefined) : undefined;
    },
  );
  const signedInAtom = atom((get) => both(get(tokenAtom), null, (token) => token !== null));

  return { tokenAtom, userAtom, sessionAtom, signedInAtom } as unknown as SessionAtoms | AsyncSessionAtoms;
}

/** Combines two possibly-pending values without making the sync case async. */
function both<A, B, R>(a: A | Promise<A>, b: B | Promise<B>, combine: (a: A, b: B) => R): R | Promise<R> {
  if (isPromiseLike(a) || isPromiseLike(b)) return Promise.all([a, b]).then(([x, y]) => combine(x, y));
  return combine(a, b);
}

/**
 * Adapts the string port to jotai: decode on read, remove the entry for null (never store "null"), relay
 * outside changes. Typed as SyncStorage; with an async port jotai receives promises, which it supports.
 */
function portStorage<T>(
  port: KeyValueStorage,
  decode: (raw: string | null) => T | null,
  encode: (value: T) => string,
): SyncStorage<T | null> {
  return {
    getItem: (key) => readNow(port, key, decode) as T | null,
    setItem: (key, value) =>
      (value === null ? port.removeItem(key) : port.setItem(key, encode(value))) as void,
    removeItem: (key) => port.removeItem(key) as void,
    subscribe: port.subscribe
      ? (key, callback) => port.subscribe?.(key, (raw) => callback(decode(raw)))
      : undefined,
  };
}
