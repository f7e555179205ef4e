// The security headers are computed once (security.ts) but must stay exactly what @fastify/helmet sets with the
// options the server used to give it: same names, same values, same Content-Security-Policy, on every page and
// script. JSON answers carry the short set an API needs (security.ts) and none of the rest.
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { API_SECURITY_HEADERS, CSP_DIRECTIVES, SECURITY_HEADERS } from './security';

/** The headers @fastify/helmet adds to an answer: those of a Fastify with it minus those of one without. */
async function helmetHeaders(): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const app = Fastify();
    if (withHelmet) {
      await app.register(helmet, {
        contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
        frameguard: { action: 'deny' },
      });
    }
    app.get('/', () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return res.headers;
  };
  const [plain, helmeted] = await Promise.all([answer(false), answer(true)]);
  return Object.fromEntries(
    Object.entries(helmeted)
      .filter(([name]) => !(name in plain))
      .map(([name, value]) => [name, String(value)]),
  );
}

let t: TestApp;
let expected: Record<string, string>;
beforeAll(async () => {
  [t, expected] = await Promise.all([createTestApp(), helmetHeaders()]);
});
afterAll(() => t.close());

const securityPart = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(expected).map((name) => [name, headers[name]]));

describe('security headers', () => {
  it('are exactly the ones @fastify/helmet set with the same options', () => {
    expect(Object.keys(expected)).toContain('content-security-policy');
    expect(
      Object.fromEntries(
        Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    ).toEqual(expected);
  });

  it('keeps the strict policy: scripts from this origin only, no framing, no plugins', () => {
    const csp = SECURITY_HEADERS['Content-Security-Policy']!;
    expect(csp).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
        "connect-src 'self' ws: wss: https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com;" +
        "img-src 'self' data: blob:;font-src 'self' data:;media-src 'self';worker-src 'self';manifest-src 'self';" +
        "frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
    );
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
  });

  it('JSON answers of every kind carry the API set and no document header: success, 401, 404, 422', async () => {
    const { token } = await registerUser(t.app);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/api/auth/me' }),
      t.app.inject({ method: 'GET', url: '/api/nothing' }),
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 404, 422]);
    const apiSet = Object.fromEntries(
      Object.entries(API_SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
    );
    for (const [i, res] of answers.entries()) {
      expect(String(res.headers['content-type']), `answer ${i}`).toMatch(/^application\/json/);
      const present = Object.keys(expected).filter((name) => res.headers[name] !== undefined);
      expect(Object.fromEntries(present.map((name) => [name, res.headers[name]])), `answer ${i}`).toEqual(
        apiSet,
      );
    }
    expect(apiSet['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(apiSet['x-frame-options']).toBe('DENY');
  });

  it('an HTML page carries every header helmet sets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widgets/demo' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
    expect(securityPart(res.headers)).toEqual(expected);
  });
});
