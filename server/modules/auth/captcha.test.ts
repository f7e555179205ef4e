import { describe, expect, it, vi } from 'vitest';
import { createCaptcha, SITEVERIFY_URLS } from './captcha';

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status }),
  );

describe('captcha', () => {
  it('passes everything when no secret is configured', async () => {
    const captcha = createCaptcha({ provider: 'turnstile' });
    expect(captcha.enabled).toBe(false);
    expect(await captcha.verify('')).toBe(true);
  });

  it.each(['turnstile', 'hcaptcha', 'recaptcha'] as const)(
    'asks %s siteverify with the secret and token',
    async (provider) => {
      const fetchImpl = answer({ success: true });
      const captcha = createCaptcha({
        provider,
        secret: 's3cret',
        fetchImpl: fetchImpl as unknown as typeof fetch,
      });
      expect(captcha.enabled).toBe(true);
      expect(await captcha.verify('tok', '10.1.2.3')).toBe(true);
      const [url, init] = fetchImpl.mock.calls[0]!;
      expect(url).toBe(SITEVERIFY_URLS[provider]);
      const form = init?.body as URLSearchParams;
      expect(Object.fromEntries(form)).toEqual({ secret: 's3cret', response: 'tok', remoteip: '10.1.2.3' });
    },
  );

  it('fails closed on a refusal, an HTTP error, a network error and an empty token', async () => {
    const make = (fetchImpl: unknown) =>
      createCaptcha({ provider: 'hcaptcha', secret: 's', fetchImpl: fetchImpl as typeof fetch });
    expect(await make(answer({ success: false })).verify('tok')).toBe(false);
    expect(await make(answer({ success: true }, 500)).verify('tok')).toBe(false);
    expect(await make(vi.fn().mockRejectedValue(new Error('offline'))).verify('tok')).toBe(false);
    expect(await make(answer({ success: true })).verify('')).toBe(false);
  });
});
