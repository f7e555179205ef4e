import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT, createPasswordHasher, hashPassword, verifyPassword } from './passwords';

// Cheap costs keep these fast; the production default is proven once, below.
const cheap = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
const cheaper = createPasswordHasher({ N: 2 ** 9, r: 8, p: 1 });

describe('password hashing', () => {
  it("hashes at OWASP's scrypt cost by default (N=2^17, r=8, p=1: 128 MiB), with a random salt, and verifies", async () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('maize and beans');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('maize and beans', hash)).toBe(true);
  });

  it('names its cost in the hash, so a hash of another cost still verifies', async () => {
    const hash = await cheap.hash('maize and beans');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await cheap.hash('maize and beans')).not.toBe(hash);
    // The old production cost (N=2^15) checked by a hasher of another cost.
    const old = await createPasswordHasher({ N: 2 ** 15, r: 8, p: 1 }).hash('maize and beans');
    expect(await cheap.verify('maize and beans', old)).toBe(true);
    expect(await cheaper.verify('maize and beans', hash)).toBe(true);
    expect(await cheaper.verify('maize and bean', hash)).toBe(false);
  });

  it('asks for a new hash only when the right password has a hash cheaper than the current cost', async () => {
    const weak = await cheaper.hash('maize and beans');
    expect(await cheap.check('maize and beans', weak)).toEqual({ ok: true, needsRehash: true });
    expect(await cheap.check('maize and bean', weak)).toEqual({ ok: false, needsRehash: false });
    expect(await cheap.check('maize and beans', await cheap.hash('maize and beans'))).toEqual({
      ok: true,
      needsRehash: false,
    });
    // A stronger hash is never downgraded.
    expect(await cheaper.check('maize and beans', await cheap.hash('maize and beans'))).toEqual({
      ok: true,
      needsRehash: false,
    });
  });

  it('treats a malformed or absurd stored hash as a mismatch', async () => {
    expect(await cheap.verify('x', 'bcrypt$abc')).toBe(false);
    expect(await cheap.verify('x', '')).toBe(false);
    expect(await cheap.verify('x', 'scrypt$1000$8$1$c2FsdA$a2V5')).toBe(false); // N not a power of two
    expect(await cheap.verify('x', 'scrypt$4194304$8$1$c2FsdA$a2V5')).toBe(false); // 4 GiB
    expect(await cheap.verify('x', 'scrypt$1024$8$1$c2FsdA$')).toBe(false);
  });

  it('can spend a check on nothing', async () => {
    await expect(cheap.burn('anything')).resolves.toBeUndefined();
  });
});
