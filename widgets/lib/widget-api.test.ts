// The widgets' API client: one session per client, a new one once when the server ends it, and a refusal told
// apart from an unreachable server (CORS hides the server's answer from a refused page).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWidgetApi, WidgetError } from './widget-api';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const session = (token: string) => ({
  token,
  expires_at: '2030-01-01T00:00:00.000Z',
  scopes: ['inventory:read'],
  farm: { id: 'f', name: 'Kilima Farm' },
  user_id: 'u',
});
const client = () =>
  createWidgetApi({
    apiBase: 'https://shamba.test/',
    publishableKey: 'pk_1',
    probeUrl: 'https://shamba.test/w.js',
  });

describe('widget API client', () => {
  it('sends the session token as a bearer and starts a new session once when the old one ended', async () => {
    let exchanges = 0;
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url === 'https://shamba.test/api/widget/pk_1/session')
          return json(session(`t${++exchanges}`), 201);
        const auth = new Headers(init.headers).get('Authorization')!;
        seen.push(auth);
        return auth === 'Bearer t1' ? json({ message: 'ended' }, 401) : json({ data: [] });
      }),
    );
    await expect(client().get('inventory', { page: 1, search: '' })).resolves.toEqual({ data: [] });
    expect(seen).toEqual(['Bearer t1', 'Bearer t2']);
    expect(exchanges).toBe(2);
  });

  it('retries a write whose answer was lost with the same Idempotency-Key, so the server applies it once', async () => {
    const keys: (string | null)[] = [];
    let posts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url.endsWith('/session')) return json(session('t1'), 201);
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        if (++posts === 1) throw new TypeError('Failed to fetch'); // the answer never arrived
        return json({ message: 'Used 1 kg', data: {} });
      }),
    );
    const api = client();
    await expect(api.post('inventory/i1/consume', { quantity: 1 })).resolves.toMatchObject({
      message: 'Used 1 kg',
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // The next action is another write: a new key.
    await api.post('inventory/i1/consume', { quantity: 1 });
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('reports a refusal when the server is up but will not answer this page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/w.js')) return new Response('', { status: 200 });
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await client()
      .get('inventory')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WidgetError);
    expect((error as WidgetError).kind).toBe('refused');
  });

  it('reports an unreachable server when even the loader cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await client()
      .get('inventory')
      .catch((e: unknown) => e)) as WidgetError;
    expect(error.kind).toBe('unreachable');
    expect(error.message).toBe(
      'The farm’s data could not be reached at https://shamba.test. Try again later.',
    );
  });

  it('keeps the per-field messages of a 422', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/session')
          ? json(session('t'), 201)
          : json(
              { message: 'Some fields need fixing.', errors: { quantity: ['Enter a quantity above 0.'] } },
              422,
            ),
      ),
    );
    const error = (await client()
      .post('inventory/i/consume', { quantity: 0 })
      .catch((e: unknown) => e)) as WidgetError;
    expect(error.kind).toBe('input');
    expect(error.fields).toEqual({ quantity: ['Enter a quantity above 0.'] });
  });
});
