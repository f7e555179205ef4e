// Captcha check (docs/product/accounts.md verify-captcha, register). With CAPTCHA_SECRET the token is verified with the
// provider's siteverify endpoint; without it every check passes and the server log says so once (buildApp).
export type CaptchaProvider = 'turnstile' | 'hcaptcha' | 'recaptcha';

export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

export const SITEVERIFY_URLS: Record<CaptchaProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

export const disabledCaptcha: CaptchaVerifier = { enabled: false, verify: async () => true };

export function createCaptcha(options: {
  provider: CaptchaProvider;
  secret?: string;
  fetchImpl?: typeof fetch;
}): CaptchaVerifier {
  const { provider, secret, fetchImpl = fetch } = options;
  if (!secret) return disabledCaptcha;
  return {
    enabled: true,
    async verify(token, remoteIp) {
      if (!token) return false;
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const res = await fetchImpl(SITEVERIFY_URLS[provider], {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(5_000),
        });
        if (!res.ok) return false;
        const body = (await res.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        // Fail closed: an unreachable provider must not let bots through.
        return false;
      }
    },
  };
}
