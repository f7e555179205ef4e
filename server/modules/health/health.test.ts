import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import { HealthResponseSchema } from '@/shared/contracts/health';
import { createTestApp, type TestApp } from '@/server/test/app';

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
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
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
    app.get('/api/test-crash', async () => {
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

  it('sends the security headers with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
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
