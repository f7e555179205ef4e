// Verification and reset codes are stored as HMAC-SHA256 under a server key, not as sha256(code)
// (docs/decisions/024).
import { createHash, createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets, verificationCodes } from '@/server/db/schema/auth';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { loadConfig } from '@/server/plugins/config';
import { CODE_KEY_NAME, createCodeHasher } from './code-hash';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest('hex');

async function sendAndRead(t: TestApp) {
  const { token, user } = await registerUser(t.app);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/send-email-verification',
    headers: bearer(token),
  });
  expect(sent.statusCode).toBe(200);
  const code = await t.outbox.latestCode(user.email);
  const [row] = await t.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, 'email'), eq(verificationCodes.destination, user.email)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const verify = (c: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(token),
      payload: { code: c },
    });
  return { code, row: row!, email: user.email, verify };
}

describe('without CODE_HASH_SECRET', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a keyed hash, not sha256 of the code, and the code still verifies', async () => {
    const { code, row, email, verify } = await sendAndRead(t);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toBe(sha256(`email:${email}:${code}`));
    expect(row.codeHash).not.toBe(sha256(code));
    const [secret] = await t.db.select().from(serverSecrets).where(eq(serverSecrets.name, CODE_KEY_NAME));
    expect(row.codeHash).toBe(hmac(Buffer.from(secret!.value, 'base64url'), `email:${email}:${code}`));
    expect((await verify(code)).statusCode).toBe(200);
  });

  it('generates the key once, keeps it in the database for restarts and other instances, and says so once', async () => {
    await sendAndRead(t);
    await sendAndRead(t);
    const rows = await t.db.select().from(serverSecrets);
    expect(rows.map((r) => r.name)).toEqual([CODE_KEY_NAME]);
    const notices = t.logs().filter((l) => String(l.msg).startsWith('CODE_HASH_SECRET is not set'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ level: 40 });
    // A restarted server (a new hasher on the same database) hashes alike.
    const restarted = createCodeHasher({ db: t.db, clock: t.clock, log: t.app.log });
    expect(await restarted.hash('sms', '+254712345678', '123456')).toBe(
      hmac(Buffer.from(rows[0]!.value, 'base64url'), 'sms:+254712345678:123456'),
    );
  });

  it('does not accept a code stored the old way (bare SHA-256): it is refused as wrong until it expires', async () => {
    const { code, row, email, verify } = await sendAndRead(t);
    await t.db
      .update(verificationCodes)
      .set({ codeHash: sha256(`email:${email}:${code}`) })
      .where(eq(verificationCodes.id, row.id));
    const res = await verify(code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'code_wrong' });
  });
});

describe('with CODE_HASH_SECRET', () => {
  const SECRET = 'k'.repeat(16) + 'a-test-only-secret-of-32-chars+';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { CODE_HASH_SECRET: SECRET } });
  });
  afterAll(() => t.close());

  it('keys the hash with the configured secret and stores no key of its own', async () => {
    const { code, row, email, verify } = await sendAndRead(t);
    expect(row.codeHash).toBe(hmac(SECRET, `email:${email}:${code}`));
    expect((await verify(code)).statusCode).toBe(200);
    expect(await t.db.select().from(serverSecrets)).toEqual([]);
    expect(t.logs().some((l) => String(l.msg).startsWith('CODE_HASH_SECRET'))).toBe(false);
  });
});

it('refuses a CODE_HASH_SECRET shorter than 32 characters at start', () => {
  expect(() => loadConfig({ CODE_HASH_SECRET: 'too short' })).toThrow(/CODE_HASH_SECRET: use at least 32/);
  expect(loadConfig({ CODE_HASH_SECRET: '' }).CODE_HASH_SECRET).toBeUndefined();
});
