import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '@/server/db/data-dir-lock';
import { createSuperadmin } from '@/server/modules/auth/superadmin';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, login, registerUser, uniqueEmail } from '@/server/test/users';
import { parseAdminArgs } from './admin-create';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get(
    '/api/test-admin-only',
    { onRequest: t.app.requireSuperadmin, config: { access: 'admin' } },
    async () => ({ ok: true }),
  );
});
afterAll(() => t.close());

describe('npm run admin:create', () => {
  it('reads --email and --name', () => {
    expect(parseAdminArgs(['--email', ' Admin@Example.org ', '--name', 'Boss'])).toEqual({
      email: 'admin@example.org',
      name: 'Boss',
    });
    expect(parseAdminArgs(['--email', 'a@b.co']).name).toBe('Platform Admin');
    expect(() => parseAdminArgs([])).toThrow(/--email/);
    expect(() => parseAdminArgs(['--email', 'nope'])).toThrow(/--email/);
  });

  it('creates a verified superadmin who can sign in and reach superadmin-only routes', async () => {
    const email = uniqueEmail('admin');
    expect(
      await createSuperadmin(t.db, { email, name: 'Admin', password: async () => 'long enough 1' }),
    ).toBe('created');
    const res = await login(t.app, email, 'long enough 1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ user_type: 'superadmin', email });
    expect(res.json().user.email_verified_at).not.toBeNull();
    const admin = await t.app.inject({
      url: '/api/test-admin-only',
      headers: bearer(res.json().access_token),
    });
    expect(admin.statusCode).toBe(200);
  });

  it('keeps farmers out of superadmin-only routes with 403', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({ url: '/api/test-admin-only', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'This area is for platform administrators only.',
      code: 'forbidden',
    });
    expect((await t.app.inject({ url: '/api/test-admin-only' })).statusCode).toBe(401);
  });

  it('promotes an existing account without asking for or changing its password', async () => {
    const { user, password } = await registerUser(t.app);
    const outcome = await createSuperadmin(t.db, {
      email: user.email,
      name: 'ignored',
      password: () => Promise.reject(new Error('must not ask')),
    });
    expect(outcome).toBe('promoted');
    expect((await login(t.app, user.email, password)).json().user.user_type).toBe('superadmin');
  });

  it('refuses a password under 8 characters', async () => {
    await expect(
      createSuperadmin(t.db, { email: uniqueEmail(), name: 'A', password: async () => 'short' }),
    ).rejects.toThrow('Use at least 8 characters for the password.');
  });

  it('refuses at once, exiting 1, while another process (the server) has DATA_DIR open', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shamba-admin-busy-'));
    const dataDir = path.join(dir, 'data');
    // What the running server holds: openDatabase takes this lock before PGlite opens the folder.
    const serverLock = lockDataDir(dataDir);
    try {
      const tsx = createRequire(import.meta.url).resolve('tsx/cli');
      const started = Date.now();
      const run = spawnSync(
        process.execPath,
        [tsx, 'server/cli/admin-create.ts', '--email', 'root@example.test'],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'long enough 3' },
          encoding: 'utf8',
        },
      );
      expect(run.status, run.stdout).toBe(1);
      expect(run.stdout).not.toContain('Created');
      expect(run.stderr).toContain(
        `The database folder ${dataDir} is already open in another Shamba process`,
      );
      expect(run.stderr).toMatch(/stop the server first, or set DATABASE_URL/);
      expect(Date.now() - started).toBeLessThan(15_000); // no waiting for the database: refused up front
      // It touched nothing: the folder still has only the server's lock, no database files of its own.
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
    } finally {
      serverLock.release();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('runs as a command against DATA_DIR, with the password from ADMIN_PASSWORD', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shamba-admin-cli-'));
    try {
      const tsx = createRequire(import.meta.url).resolve('tsx/cli');
      const run = (password: string) =>
        spawnSync(process.execPath, [tsx, 'server/cli/admin-create.ts', '--email', 'root@example.test'], {
          env: {
            ...process.env,
            DATA_DIR: path.join(dir, 'data'),
            DATABASE_URL: '',
            ADMIN_PASSWORD: password,
          },
          encoding: 'utf8',
        });
      const short = run('short');
      expect(short.status).toBe(1);
      expect(short.stderr).toContain('Use at least 8 characters');
      const ok = run('long enough 2');
      expect(ok.status, ok.stderr).toBe(0);
      expect(ok.stdout).toContain('Created the superadmin root@example.test');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
