import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has a default for everything', () => {
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config).toMatchObject({
      PORT: 8000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      CAPTCHA_PROVIDER: 'turnstile',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      WEB_DIST_DIR: 'dist/web',
    });
  });

  it('treats empty values as unset and parses the rest', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: '',
      TRUST_PROXY: '1',
      CAPTCHA_PROVIDER: 'hcaptcha',
    });
    expect(config).toMatchObject({ PORT: 9000, TRUST_PROXY: 1, CAPTCHA_PROVIDER: 'hcaptcha' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it('stops with a message naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'other' })).toThrow(/CAPTCHA_PROVIDER/);
  });
});
