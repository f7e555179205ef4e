// Password hashing with scrypt, memory-hard (docs/architecture.md "The API"), through node:crypto's async API so the work
// runs on libuv's thread pool rather than blocking the event loop.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's recommended scrypt cost (Password Storage Cheat Sheet): N=2^17, r=8, p=1, about 128 MiB per hash
 * (docs/decisions/024). Tests may build the app with a cheaper hasher (AppDeps.passwords); production never does.
 */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
// Stored hashes name their own cost; anything above these bounds is corrupt, not a stronger hash.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/** scrypt needs 128·r·(N + p + 2) bytes; Node refuses above `maxmem` (32 MiB by default), so allow that plus 1 MiB. */
const memoryFor = ({ N, r, p }: ScryptParams) => 128 * r * (N + p + 2) + 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, params: ScryptParams) {
  const options: ScryptOptions = { ...params, maxmem: Math.max(32 * 1024 * 1024, memoryFor(params)) };
  return new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function parseHash(stored: string) {
  const [scheme, n, r, p, saltText, keyText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText || rest.length > 0) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= MAX_N &&
    (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= MAX_R &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= MAX_P;
  if (!valid) return undefined;
  return { params, salt: Buffer.from(saltText, 'base64url'), key: Buffer.from(keyText, 'base64url') };
}

export interface PasswordCheck {
  ok: boolean;
  /** The password is right but its hash is cheaper than today's cost: store a new hash (done at sign-in). */
  needsRehash: boolean;
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

/**
 * Hashes at the given cost and verifies any stored scrypt hash at the cost it names, so raising the cost never
 * locks anyone out; a hash weaker than the current cost is reported for an upgrade at the next sign-in.
 */
export function createPasswordHasher(params: ScryptParams = DEFAULT_SCRYPT) {
  let dummyHash: Promise<string> | undefined;

  const hasher = {
    params,

    /** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16);
      const key = await scrypt(password, salt, KEY_LENGTH, params);
      return [
        'scrypt',
        params.N,
        params.r,
        params.p,
        salt.toString('base64url'),
        key.toString('base64url'),
      ].join('$');
    },

    async check(password: string, stored: string): Promise<PasswordCheck> {
      const parsed = parseHash(stored);
      if (!parsed || parsed.key.length === 0) return { ok: false, needsRehash: false };
      const actual = await scrypt(password, parsed.salt, parsed.key.length, parsed.params);
      const ok = timingSafeEqual(actual, parsed.key);
      const weaker =
        parsed.params.N < params.N ||
        parsed.params.r < params.r ||
        parsed.params.p < params.p ||
        parsed.key.length < KEY_LENGTH;
      return { ok, needsRehash: ok && weaker };
    },

    async verify(password: string, stored: string): Promise<boolean> {
      return (await hasher.check(password, stored)).ok;
    },

    /**
     * Spends the same time as checking a real password; used when the e-mail is unknown so the answer's timing
     * does not reveal which e-mails have accounts (docs/product/accounts.md login).
     */
    async burn(password: string): Promise<void> {
      dummyHash ??= hasher.hash('not a real password: timing equaliser');
      await hasher.check(password, await dummyHash);
    },
  };
  return hasher;
}

/** The production hasher, for code that runs outside the app (npm run admin:create, benches). */
export const defaultPasswordHasher = createPasswordHasher();

export const hashPassword = (password: string) => defaultPasswordHasher.hash(password);

export const verifyPassword = (password: string, stored: string) =>
  defaultPasswordHasher.verify(password, stored);
