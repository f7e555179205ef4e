// Password hashes made at an older, cheaper scrypt cost keep working and are rewritten at today's cost at the
// next successful sign-in (docs/decisions/024).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/app';
import { login, PASSWORD, registerUser } from '@/server/test/users';
import { createPasswordHasher } from './passwords';
import { seedPasswordHash, storedPasswordHash } from './test-support';

const OLD_COST = { N: 2 ** 15, r: 8, p: 1 }; // the production cost before decision 024

describe('password hash upgrade at sign-in', () => {
  let production: TestApp;
  beforeAll(async () => {
    // No `passwords` given: the app's own default, as in production.
    production = await createTestApp({ passwords: undefined });
  });
  afterAll(() => production.close());

  it("verifies an old-cost hash and rewrites it at OWASP's cost (N=2^17, r=8, p=1)", async () => {
    const { user } = await registerUser(production.app);
    expect(await storedPasswordHash(production, user.email)).toMatch(/^scrypt\$131072\$8\$1\$/);
    const old = await seedPasswordHash(production, user.email, PASSWORD, OLD_COST);
    expect(old).toMatch(/^scrypt\$32768\$8\$1\$/);

    expect((await login(production.app, user.email, 'not the password')).statusCode).toBe(401);
    expect(await storedPasswordHash(production, user.email)).toBe(old);

    expect((await login(production.app, user.email)).statusCode).toBe(200);
    const upgraded = await storedPasswordHash(production, user.email);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await createPasswordHasher().verify(PASSWORD, upgraded)).toBe(true);

    // Already at today's cost: left as it is.
    expect((await login(production.app, user.email)).statusCode).toBe(200);
    expect(await storedPasswordHash(production, user.email)).toBe(upgraded);
  });
});

describe('a cheaper hasher (the test apps)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('never downgrades a stronger stored hash', async () => {
    const { user } = await registerUser(t.app);
    const strong = await seedPasswordHash(t, user.email, PASSWORD, OLD_COST);
    expect((await login(t.app, user.email)).statusCode).toBe(200);
    expect(await storedPasswordHash(t, user.email)).toBe(strong);
  });
});
