import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import { HealthResponseSchema } from '@/shared/contracts/health';
import { buildApp } from '@/server/app';
import { wrapPool } from '@/server/db/postgres';
import { markDatabaseError } from '@/server/db/availability';
import { outboxMailer } from '@/server/lib/mailer';
import { outboxSms } from '@/server/lib/sms';
import { disabledCaptcha } from '@/server/modules/auth/captcha';
import { loadConfig } from '@/server/plugins/config';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/server/plugins/errors';
import { createTestApp, type TestApp } from '@/server/test/app';
import { freePort } from '@/scripts/lib/ports.mjs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(HealthResponseSchema.parse(res.json())).toEqual({ status: 'ok', database: 'ok' });
  });

  it('logs one line per request with its request id, status and time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route-for-log' });
    const lines = t.logs().filter((l) => l.reqId === res.headers['x-request-id']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', method: 'GET', statusCode: 404, level: 30 });
    expect(typeof lines[0]!.responseTime).toBe('number');
  });

  it('gives every answer a request id, and keeps a harmless one sent by a proxy', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/health' });
    const next = await t.app.inject({ method: 'GET', url: '/api/health' });
    // This process's random prefix and a counter: unique across instances, never repeated.
    expect(own.headers['x-request-id']).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    expect(next.headers['x-request-id']).not.toBe(own.headers['x-request-id']);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-42' },
    });
    expect(given.headers['x-request-id']).toBe('edge-42');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(hostile.headers['x-request-id']).not.toContain(' ');
  });
});

const unavailable = { code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE };

/** What node-postgres says when a connection dies, as Drizzle passes it on. */
const connectionLost = (message = 'Connection terminated unexpectedly', code?: string) =>
  new DrizzleQueryError('select 1', [], Object.assign(new Error(message), code ? { code } : {}));

describe('GET /api/health while the database cannot be reached', () => {
  it('answers 503 database_unavailable, then ok again as soon as the database answers', async () => {
    const probe = vi.spyOn(t.db, 'execute').mockRejectedValueOnce(connectionLost());
    const down = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual(unavailable);
    expect(down.headers['retry-after']).toBe('5');
    probe.mockRestore();
    const back = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('a PostgreSQL that refuses connections (stopped, restarting)', () => {
  it('answers every route 503 database_unavailable: health, a signed-in route, a login', async () => {
    const port = await freePort(); // nothing listens there
    const database = wrapPool(
      new pg.Pool({
        connectionString: `postgres://nobody@127.0.0.1:${port}/none`,
        connectionTimeoutMillis: 2_000,
      }),
    );
    const app = await buildApp({
      db: database.db,
      config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent/shamba-web-dist' }),
      mailer: outboxMailer,
      sms: outboxSms,
      captcha: disabledCaptcha,
      logger: false,
    });
    try {
      const answers = await Promise.all([
        app.inject({ method: 'GET', url: '/api/health' }),
        app.inject({
          method: 'GET',
          url: '/api/farms',
          headers: { authorization: `Bearer ${'a'.repeat(43)}` },
        }),
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@example.test', password: 'long enough 1' },
        }),
      ]);
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual(unavailable);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('errors', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(ApiErrorSchema.parse(res.json()).message).toBe('There is nothing at this address.');
  });

  it('answers malformed JSON with a 400 in the API error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).message).toBe('The request body is not valid JSON.');
  });

  it('answers a body-less POST to a route with a body with per-field messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Some fields need fixing.',
      errors: { email: ['This field is required.'], password: ['This field is required.'] },
    });
  });

  it('hides internals of a 500 and logs them without query parameters', async () => {
    const { app } = await createTestApp();
    app.get('/api/test-crash', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('Failed query: select secret\nparams: hunter2'), {
        cause: { message: 'boom', code: 'XX000' },
      });
    });
    const res = await app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'server_error',
    });
    expect(res.body).not.toContain('hunter2');
    await app.close();
  });

  it('answers a lost database connection with 503 database_unavailable, from any route', async () => {
    const { app } = await createTestApp();
    const failures: Record<string, () => unknown> = {
      terminated: () => connectionLost(),
      'admin-shutdown': () => connectionLost('terminating connection due to administrator command', '57P01'),
      'pool-refused': () =>
        markDatabaseError(
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        ),
      'broken-client': () => connectionLost('Client has encountered a connection error and is not queryable'),
    };
    for (const [name, failure] of Object.entries(failures)) {
      app.get(`/api/test-db-${name}`, { config: { access: 'public' } }, async () => {
        throw failure();
      });
    }
    // A refused connection elsewhere (SMTP, push) is a 500, not the database's 503.
    app.get('/api/test-smtp-refused', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
    });
    for (const name of Object.keys(failures)) {
      const res = await app.inject({ method: 'GET', url: `/api/test-db-${name}` });
      expect(res.statusCode, name).toBe(503);
      expect(res.json()).toEqual(unavailable);
    }
    const smtp = await app.inject({ method: 'GET', url: '/api/test-smtp-refused' });
    expect(smtp.statusCode).toBe(500);
    expect(smtp.json().code).toBe('server_error');
    await app.close();
  });

  it('sends the security headers a JSON answer needs: no framing, no sniffing, HTTPS only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('request bodies', () => {
  it('treats an empty JSON body like no body', async () => {
    const json = { 'content-type': 'application/json' };
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.email).toEqual(['This field is required.']);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: json,
      payload: '',
    });
    expect(logout.statusCode).toBe(401);
  });

  it('refuses prototype poisoning in JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });
});
