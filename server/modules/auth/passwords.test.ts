import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with scrypt N=2^15 and a random salt, and verifies', async () => {
    const hash = await hashPassword('maize and beans');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await hashPassword('maize and beans')).not.toBe(hash);
    expect(await verifyPassword('maize and beans', hash)).toBe(true);
    expect(await verifyPassword('maize and bean', hash)).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('x', 'bcrypt$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('can spend a check on nothing', async () => {
    await expect(burnPasswordCheck('anything')).resolves.toBeUndefined();
  });
});
