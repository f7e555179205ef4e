// @vitest-environment node
// The client against a real HTTP server: headers on the wire, 401/419 handling, token replacement, docs/product/web-app.md
// messages. Runs with axios's http adapter and its fetch adapter (the extension's service worker uses fetch).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from './errors';
import { createApiClient, findAccessToken, isOnPublicPage, type ApiClientOptions } from './client';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let baseURL: string;
const seen: Seen[] = [];

// tests/setup/unit.ts clears localStorage after each test; Node 20 has none, so give it a stand-in here.
if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', { value: { clear() {} }, configurable: true });
}

// ?status=N answers with that status; ?body=… sets the raw body; otherwise the request is echoed as JSON.
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://localhost');
      const status = Number(url.searchParams.get('status') ?? 200);
      const raw = url.searchParams.get('body');
      const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json' };
      const retryAfter = url.searchParams.get('retry_after');
      if (retryAfter) headers['Retry-After'] = retryAfter;
      res.writeHead(status, headers);
      res.end(raw ?? JSON.stringify({ method: req.method, path: url.pathname }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const hooks = {
    getToken: vi.fn(() => 'stored-token'),
    setToken: vi.fn(),
    onUnauthorized: vi.fn(),
    onReloadRequired: vi.fn(),
  };
  const api = createApiClient({ baseURL, ...hooks, ...overrides });
  return { api, ...hooks };
}

const lastSeen = () => seen[seen.length - 1]!;
const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe.each(['http', 'fetch'] as const)(
  'headers on the wire (%s adapter, docs/product/web-app.md)',
  (adapter) => {
    it('marks every call as XMLHttpRequest and sends the bearer token', async () => {
      const { api } = setup({ adapter });
      await api.get('/api/farms');
      expect(lastSeen().headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(lastSeen().headers.authorization).toBe('Bearer stored-token');
      expect(lastSeen().headers['cache-control']).toBeUndefined();
      expect(lastSeen().headers.pragma).toBeUndefined();
    });

    it('says which of our clients it is when given a surface, for the farm activity log', async () => {
      await setup({ adapter, surface: 'extension' }).api.post('/api/farms', { name: 'Kilima' });
      expect(lastSeen().headers['x-shamba-surface']).toBe('extension');
      await setup({ adapter }).api.get('/api/farms');
      expect(lastSeen().headers['x-shamba-surface']).toBeUndefined();
    });

    it.each(['post', 'put', 'patch'] as const)(
      '%s adds no-cache headers and sends the JSON body',
      async (method) => {
        const { api } = setup({ adapter });
        await api[method]('/api/farms', { name: 'Kilima' });
        expect(lastSeen().method).toBe(method.toUpperCase());
        expect(lastSeen().headers['cache-control']).toBe('no-cache');
        expect(lastSeen().headers.pragma).toBe('no-cache');
        expect(JSON.parse(lastSeen().body)).toEqual({ name: 'Kilima' });
      },
    );

    it('delete adds no-cache headers', async () => {
      const { api } = setup({ adapter });
      await api.delete('/api/farms/1');
      expect(lastSeen().method).toBe('DELETE');
      expect(lastSeen().headers['cache-control']).toBe('no-cache');
      expect(lastSeen().headers.pragma).toBe('no-cache');
    });

    it.each(['/api/auth/login', '/api/auth/register'])('sends no bearer token to %s', async (url) => {
      const { api, getToken } = setup({ adapter });
      await api.post(url, { email: 'a@b.co' });
      expect(lastSeen().headers.authorization).toBeUndefined();
      expect(lastSeen().headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(getToken).not.toHaveBeenCalled();
    });

    it('sends no Authorization header when there is no token, and awaits an async token', async () => {
      await setup({ adapter, getToken: () => null }).api.get('/api/auth/me');
      expect(lastSeen().headers.authorization).toBeUndefined();
      await setup({ adapter, getToken: async () => 'async-token' }).api.get('/api/auth/me');
      expect(lastSeen().headers.authorization).toBe('Bearer async-token');
    });
  },
);

describe('401 and 419 (docs/product/web-app.md)', () => {
  it.each([
    '/api/auth/login',
    '/api/auth/register',
    '/api/auth/forgot-password',
    '/api/auth/reset-password',
    '/api/auth/verify-email',
    '/api/auth/verify-sms',
    '/api/auth/send-email-verification',
    '/api/auth/send-sms-verification',
  ])('a 401 from %s is a wrong credential, not a session end', async (url) => {
    const { api, onUnauthorized } = setup();
    const body = JSON.stringify({ message: 'These credentials do not match our records.' });
    const error = await api.post(url + q({ status: '401', body }), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('These credentials do not match our records.');
    expect((error as ApiRequestError).status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each(['/api/farms', '/api/auth/me', '/api/auth/logout', '/api/user/settings'])(
    'a 401 from %s ends the session',
    async (url) => {
      const { api, onUnauthorized, onReloadRequired } = setup({ isPublicPath: () => false });
      await expect(api.get(url + q({ status: '401' }))).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).toHaveBeenCalledWith({ onPublicPage: false });
      expect(onReloadRequired).not.toHaveBeenCalled();
    },
  );

  it('tells the surface when the page shown is public, so it does not redirect', async () => {
    const { api, onUnauthorized } = setup({ isPublicPath: () => true });
    await expect(api.get('/api/farms' + q({ status: '401' }))).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledWith({ onPublicPage: true });
  });

  it('a 419 asks for a reload and does not end the session', async () => {
    const { api, onUnauthorized, onReloadRequired } = setup();
    await expect(api.post('/api/farms' + q({ status: '419' }))).rejects.toMatchObject({ status: 419 });
    expect(onReloadRequired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('other failures call neither hook', async () => {
    const { api, onUnauthorized, onReloadRequired } = setup();
    await expect(api.get('/api/farms' + q({ status: '403' }))).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onReloadRequired).not.toHaveBeenCalled();
  });
});

describe('response bodies (docs/product/web-app.md)', () => {
  it('extracts JSON from stray notice text and stores any access_token', async () => {
    const { api, setToken } = setup();
    const body =
      '<br /><b>Notice</b>: Undefined index [3] in login.php\n{"access_token":"fresh","user":{"id":"1"}}';
    await expect(api.post('/api/auth/login' + q({ body }), {})).resolves.toEqual({
      access_token: 'fresh',
      user: { id: '1' },
    });
    expect(setToken).toHaveBeenCalledWith('fresh');
  });

  it('also finds access_token inside data, and leaves the token alone otherwise', async () => {
    const { api, setToken } = setup();
    await api.put('/api/user/password' + q({ body: '{"data":{"access_token":"rotated"}}' }), {});
    expect(setToken).toHaveBeenCalledWith('rotated');
    setToken.mockClear();
    await api.get('/api/farms');
    expect(setToken).not.toHaveBeenCalled();
  });

  it('fails with Invalid response format when no JSON is found', async () => {
    const { api } = setup();
    await expect(
      api.post('/api/auth/login' + q({ body: 'Service temporarily unavailable' }), {}),
    ).rejects.toMatchObject({
      message: 'Invalid response format',
      status: 200,
    });
    await expect(
      api.get('/api/farms' + q({ body: 'oops' }), { parseErrorMessage: 'Failed to parse farm response' }),
    ).rejects.toThrow('Failed to parse farm response');
  });

  it('parses with a schema, and a mismatch is an invalid response', async () => {
    const { api } = setup();
    const schema = z.object({ method: z.string(), path: z.string() });
    await expect(api.get('/api/ping', { schema })).resolves.toEqual({ method: 'GET', path: '/api/ping' });
    await expect(api.get('/api/ping', { schema: z.object({ id: z.string() }) })).rejects.toMatchObject({
      message: 'Invalid response format',
      code: 'invalid_response',
    });
  });

  it('reads an empty body as null', async () => {
    const { api } = setup();
    await expect(api.post('/api/auth/logout' + q({ status: '204', body: '' }))).resolves.toBeNull();
  });
});

describe('error messages (docs/product/web-app.md)', () => {
  it('prefers the server message and keeps code and field errors', async () => {
    const { api } = setup();
    const body = JSON.stringify({
      message: 'Check the form.',
      code: 'validation',
      errors: { name: ['Enter the farm name.'] },
    });
    await expect(api.post('/api/farms' + q({ status: '422', body }), {})).rejects.toMatchObject({
      message: 'Check the form.',
      status: 422,
      code: 'validation',
      fieldErrors: { name: ['Enter the farm name.'] },
    });
  });

  it('falls back to Request failed with status {status}', async () => {
    const { api } = setup();
    await expect(api.get('/api/farms' + q({ status: '500', body: '' }))).rejects.toThrow(
      'Request failed with status 500',
    );
    await expect(
      api.get('/api/farms' + q({ status: '502', body: '<html>Bad gateway</html>' })),
    ).rejects.toThrow('Request failed with status 502');
  });

  it('reads Retry-After in seconds', async () => {
    const { api } = setup();
    await expect(
      api.post('/api/auth/send-sms-verification' + q({ status: '429', retry_after: '42' })),
    ).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
  });

  it.each(['http', 'fetch'] as const)(
    'says Network error occurred when nothing answers (%s adapter)',
    async (adapter) => {
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const { api, onUnauthorized } = setup({ baseURL: `http://127.0.0.1:${port}`, adapter });
      const error = await api.get('/api/farms').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).message).toBe('Network error occurred');
      expect((error as ApiRequestError).status).toBeUndefined();
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );
});

describe('helpers', () => {
  it.each([
    ['/', true],
    ['/landing', true],
    ['/features', true],
    ['/pricing/', true],
    ['/about', true],
    ['/contact', true],
    ['/login', false],
    ['/terms-of-service', false],
    ['/farmer/dashboard', false],
    ['/join', true],
    ['/join/abc123', true],
    ['/joined', false],
  ])('isOnPublicPage(%s) is %s', (path, expected) => {
    expect(isOnPublicPage(path)).toBe(expected);
  });

  it.each([
    [{ access_token: 'a' }, 'a'],
    [{ data: { access_token: 'b' } }, 'b'],
    [{ access_token: '' }, null],
    [{ access_token: 5 }, null],
    [[{ access_token: 'c' }], null],
    [null, null],
  ])('findAccessToken(%j) is %s', (body, expected) => {
    expect(findAccessToken(body)).toBe(expected);
  });
});
