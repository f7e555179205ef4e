// /admin/integrations (docs/product/integrations.md): saving and reading never answers a secret, the sealed column
// is not the secret, bad input is a 422 naming the field, who may see and change it, secrets kept out of the log,
// no SECRETS_KEY is a 409, and "Send a test" for SMTP, push and weather against local services speaking their APIs.
import { generateKeyPairSync } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_ROLE_ID } from '@/shared/contracts/platform-staff';
import { IntegrationListSchema, IntegrationResponseSchema } from '@/shared/contracts/integrations';
import { integrationSettings, platformAuditLog } from '@/server/db/schema/platform-config';
import { createSwitchablePush, disabledPush, PUSH_OFF_DETAIL, type FcmMessaging } from '@/server/lib/push';
import { createSecretBox, SECRETS_KEY_MISSING } from '@/server/lib/secret-box';
import { createTestApp, type TestApp } from '@/server/test/app';
import { startSmtpReceiver, type SmtpReceiver } from '@/server/test/smtp-receiver';
import { bearer, registerUser } from '@/server/test/users';
import { seedPlatformStaff } from '@/server/modules/platform-staff/test-support';
import { saveIntegration } from './integration-save';
import { firebaseServiceAccountNow } from './service-settings';
import { startFakeGoogle, startFakeOpenMeteo } from './test-support';

const AT_KEY = 'atsk_0123456789abcdef0123456789abcdef0123456789';
const SMTP_PASSWORD = 'smtp-password-never-shown';
const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const SECRETS = [AT_KEY, SMTP_PASSWORD, privateKey.split('\n')[1]!];

let t: TestApp;
let admin: Awaited<ReturnType<typeof seedPlatformStaff>>;
let support: Awaited<ReturnType<typeof seedPlatformStaff>>;
let farmer: Awaited<ReturnType<typeof registerUser>>;
let smtp: SmtpReceiver;

beforeAll(async () => {
  t = await createTestApp();
  admin = await seedPlatformStaff(t, null);
  support = await seedPlatformStaff(t, SUPPORT_ROLE_ID, 'Support Person');
  farmer = await registerUser(t.app);
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const put = (token: string, provider: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/integrations/${provider}`,
    headers: bearer(token),
    payload,
  });
const list = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/integrations', headers: bearer(token) });
const test = (token: string, provider: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/integrations/${provider}/test`,
    headers: bearer(token),
    payload,
  });
const africasTalking = (secrets?: object, enabled = false) => ({
  enabled,
  config: { base_url: 'https://api.sandbox.africastalking.com/', username: 'sandbox', sender_id: 'SHAMBA' },
  ...(secrets ? { secrets } : {}),
});

describe('reading and saving', () => {
  it('lists every provider, off and without secrets, before anything is saved', async () => {
    const res = await list(admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = IntegrationListSchema.parse(res.json());
    expect(body.secrets_available).toBe(true);
    expect(body.data.map((row) => row.provider)).toEqual([
      'africastalking',
      'twilio',
      'smtp',
      'firebase',
      'mpesa',
      'stripe',
      'weather',
      'ai',
    ]);
    expect(body.data.find((row) => row.provider === 'mpesa')!.secrets).toEqual({
      consumer_key: { set: false },
      consumer_secret: { set: false },
      passkey: { set: false },
      callback_token: { set: false },
    });
  });

  it('saves a secret sealed, answers only that it is set, and keeps it when left empty', async () => {
    const saved = await put(admin.token, 'africastalking', africasTalking({ api_key: AT_KEY }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(AT_KEY);
    const { data } = IntegrationResponseSchema.parse(saved.json());
    expect(data.secrets).toEqual({ api_key: { set: true } });
    // The trailing slash is dropped: clients append their paths.
    expect(data.config).toEqual({
      base_url: 'https://api.sandbox.africastalking.com',
      username: 'sandbox',
      sender_id: 'SHAMBA',
    });

    const [row] = await t.db
      .select()
      .from(integrationSettings)
      .where(eq(integrationSettings.provider, 'africastalking'));
    expect(row!.secrets).toMatch(/^v1\./);
    expect(row!.secrets).not.toContain(AT_KEY);
    expect(JSON.stringify(row!.config)).not.toContain(AT_KEY);

    const kept = await put(admin.token, 'africastalking', africasTalking({ api_key: '' }));
    expect(IntegrationResponseSchema.parse(kept.json()).data.secrets.api_key).toEqual({ set: true });
    const listed = await list(admin.token);
    expect(listed.body).not.toContain(AT_KEY);
    const summary = IntegrationListSchema.parse(listed.json()).data.find(
      (r) => r.provider === 'africastalking',
    )!;
    expect(summary.secrets.api_key).toEqual({ set: true });

    const cleared = await put(admin.token, 'africastalking', africasTalking({ api_key: null }));
    expect(IntegrationResponseSchema.parse(cleared.json()).data.secrets.api_key).toEqual({ set: false });
    await put(admin.token, 'africastalking', africasTalking({ api_key: AT_KEY }));
  });

  it('records each save in the admin activity log with the fields changed, never a secret value', async () => {
    await put(admin.token, 'africastalking', {
      ...africasTalking({ api_key: `${AT_KEY}-2` }),
      config: { base_url: 'https://api.africastalking.com', username: 'shamba' },
    });
    const [entry] = await t.db
      .select()
      .from(platformAuditLog)
      .where(eq(platformAuditLog.module, 'integrations'))
      .orderBy(desc(platformAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'edit', targetType: 'integration', actorId: admin.user.id });
    expect(entry!.details).toMatchObject({
      provider: 'africastalking',
      changed: ['config.base_url', 'config.sender_id', 'config.username', 'secrets.api_key'],
    });
    expect(JSON.stringify(entry)).not.toContain(AT_KEY);
    await put(admin.token, 'africastalking', africasTalking({ api_key: AT_KEY }));
  });

  it("keeps at most one SMS provider on: switching Twilio on switches Africa's Talking off", async () => {
    const on = await put(admin.token, 'africastalking', africasTalking({}, true));
    expect(on.statusCode, on.body).toBe(200);
    const twilio = await put(admin.token, 'twilio', {
      enabled: true,
      config: { account_sid: `AC${'a'.repeat(32)}`, from: '+15005550006' },
      secrets: { auth_token: 'twilio-token-0123456789' },
    });
    expect(twilio.statusCode, twilio.body).toBe(200);
    const rows = IntegrationListSchema.parse((await list(admin.token)).json()).data;
    expect(rows.find((r) => r.provider === 'twilio')!.enabled).toBe(true);
    expect(rows.find((r) => r.provider === 'africastalking')!.enabled).toBe(false);
    await put(admin.token, 'twilio', {
      enabled: false,
      config: { account_sid: `AC${'a'.repeat(32)}`, from: '+15005550006' },
    });
  });
});

describe('bad input', () => {
  it('answers 422 naming the field to fix', async () => {
    const cases: [string, object, string, RegExp][] = [
      [
        'africastalking',
        { enabled: false, config: { base_url: 'ftp://x', username: 'a' } },
        'config.base_url',
        /http/,
      ],
      ['africastalking', { enabled: false, config: { username: '' } }, 'config.username', /username/],
      ['twilio', { enabled: false, config: { account_sid: 'nope', from: '+1' } }, 'config.account_sid', /AC/],
      [
        'smtp',
        { enabled: false, config: { host: 'h', port: 70000, secure: false, from: 'a@b.c' } },
        'config.port',
        /port/,
      ],
      [
        'smtp',
        { enabled: false, config: { host: 'h', port: 25, secure: 'yes', from: 'a@b.c' } },
        'config.secure',
        /TLS/,
      ],
      [
        'firebase',
        { enabled: false, config: { project_id: 'p', client_email: 'x' } },
        'config.client_email',
        /e-mail/,
      ],
      ['weather', { enabled: false, config: {}, secrets: { api_key: 'x' } }, 'secrets.api_key', /no secret/],
      [
        'twilio',
        {
          enabled: true,
          config: { account_sid: `AC${'b'.repeat(32)}`, from: '+1555' },
          secrets: { auth_token: null },
        },
        'secrets.auth_token',
        /switching/,
      ],
      ['africastalking', { enabled: 'yes', config: {} }, 'enabled', /switched on/],
      ['sendgrid', { enabled: false, config: {} }, 'provider', /not one/],
    ];
    for (const [provider, payload, field, message] of cases) {
      const res = await put(admin.token, provider, payload);
      expect(res.statusCode, `${provider} ${res.body}`).toBe(422);
      expect(res.json().errors[field]?.join(' '), res.body).toMatch(message);
    }
  });

  it('asks for a phone number or an address to send a test to, and for saved settings first', async () => {
    const noPhone = await test(admin.token, 'africastalking', { to: '0712' });
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json().errors.to[0]).toMatch(/\+254712345678/);
    const noAddress = await test(admin.token, 'smtp', {});
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().errors.to[0]).toMatch(/e-mail address/);
    const unsaved = await test(admin.token, 'firebase');
    expect(unsaved.statusCode).toBe(409);
    expect(unsaved.json().message).toMatch(/Save the settings first/);
  });
});

describe('who may see and change integrations', () => {
  it('refuses a farmer, a support superadmin without the permission, and a stranger', async () => {
    for (const token of [farmer.token, support.token]) {
      expect((await list(token)).statusCode).toBe(403);
      expect((await put(token, 'weather', { enabled: false, config: {} })).statusCode).toBe(403);
      expect((await test(token, 'weather')).statusCode).toBe(403);
    }
    const support403 = await list(support.token);
    expect(support403.json().missing_permission).toBe('integrations.view');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/integrations' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('without SECRETS_KEY', () => {
  it('refuses to save secrets with a 409 that says what to set, and still saves settings without one', async () => {
    const ctx = { db: t.db, secretBox: null, clock: t.clock };
    const actor = { id: admin.user.id, name: 'Platform Admin' };
    await expect(
      saveIntegration(
        ctx,
        'stripe',
        { enabled: false, config: {}, secrets: { secret_key: 'sk_test_1' } },
        actor,
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: SECRETS_KEY_MISSING });
    await expect(
      saveIntegration(ctx, 'weather', { enabled: false, config: {} }, actor),
    ).resolves.toMatchObject({
      changed: expect.arrayContaining(['config.base_url']),
    });
  });
});

describe('send a test', () => {
  it('sends a test e-mail through the saved SMTP server, which receives it', async () => {
    const port = Number(new URL(smtp.url).port);
    const saved = await put(admin.token, 'smtp', {
      enabled: false,
      config: { host: '127.0.0.1', port, secure: false, from: 'Shamba <no-reply@shamba.test>' },
      secrets: { password: SMTP_PASSWORD },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await test(admin.token, 'smtp', { to: 'ops@shamba.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: expect.stringMatching(/accepted the test e-mail/),
    });
    const mail = smtp.received.find((m) => m.subject === 'Shamba test e-mail');
    expect(mail?.to).toBeDefined();
    expect(mail?.from?.text).toContain('no-reply@shamba.test');
    const summary = IntegrationListSchema.parse((await list(admin.token)).json()).data.find(
      (r) => r.provider === 'smtp',
    )!;
    expect(summary.last_test).toMatchObject({ ok: true });
  });

  it("sends the product's e-mail through the SMTP server once it is switched on", async () => {
    const port = Number(new URL(smtp.url).port);
    await put(admin.token, 'smtp', {
      enabled: true,
      config: { host: '127.0.0.1', port, secure: false, from: 'Shamba <no-reply@shamba.test>' },
    });
    const someone = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-email-verification',
      headers: bearer(someone.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.outbox.latest(someone.user.email);
    expect(row).toMatchObject({ status: 'sent', provider: 'smtp' });
    expect(smtp.received.some((m) => m.text?.includes(row!.body.match(/\d{6}/)![0]))).toBe(true);
    await put(admin.token, 'smtp', {
      enabled: false,
      config: { host: '127.0.0.1', port, secure: false, from: 'Shamba <no-reply@shamba.test>' },
    });
  });

  it('gets a token for the Firebase service account and validates a message, or says why not', async () => {
    const google = await startFakeGoogle({
      projectId: 'shamba-test',
      clientEmail: 'push@shamba-test.iam.gserviceaccount.com',
      publicKey,
    });
    try {
      const config = {
        project_id: 'shamba-test',
        client_email: 'push@shamba-test.iam.gserviceaccount.com',
        base_url: google.url,
        token_uri: `${google.url}/token`,
      };
      // Pasted from the JSON file, the key's line breaks arrive as "\n".
      await put(admin.token, 'firebase', {
        enabled: false,
        config,
        secrets: { private_key: privateKey.replace(/\n/g, '\\n') },
      });
      const ok = await test(admin.token, 'firebase');
      expect(ok.json()).toMatchObject({ ok: true, message: expect.stringMatching(/fake_message_id/) });
      expect(google.sends[0]).toMatchObject({ validate_only: true });

      const other = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      });
      await put(admin.token, 'firebase', {
        enabled: false,
        config,
        secrets: { private_key: other.privateKey },
      });
      const refused = await test(admin.token, 'firebase');
      expect(refused.json()).toMatchObject({
        ok: false,
        message: 'Google refused the service account (invalid_grant: Invalid JWT Signature.).',
      });
    } finally {
      await google.close();
    }
  });

  it('asks the weather service for Nairobi and reports the temperature', async () => {
    const weather = await startFakeOpenMeteo();
    try {
      await put(admin.token, 'weather', { enabled: true, config: { base_url: weather.url } });
      const res = await test(admin.token, 'weather');
      expect(res.json()).toMatchObject({
        ok: true,
        message: expect.stringMatching(/Nairobi .* 14\.2–25\.1 °C/),
      });
      expect(weather.queries[0]?.get('latitude')).toBe('-1.2864');
    } finally {
      await weather.close();
    }
    const down = await test(admin.token, 'weather');
    expect(down.json()).toMatchObject({
      ok: false,
      message: expect.stringMatching(/weather service failed/),
    });
  });

  it('sends push through the Firebase integration once switched on, and falls back when off', async () => {
    const config = { project_id: 'shamba-live', client_email: 'push@shamba-live.iam.gserviceaccount.com' };
    const accounts: string[] = [];
    const connect = async (account: string): Promise<FcmMessaging> => {
      accounts.push(account);
      return { sendEachForMulticast: async (m) => ({ responses: m.tokens.map(() => ({ success: true })) }) };
    };
    const secretBox = createSecretBox('test-only-secrets-key-0123456789abcdef');
    const push = createSwitchablePush(
      disabledPush,
      () => firebaseServiceAccountNow({ db: t.db, secretBox, log: t.app.log, clock: t.clock }),
      connect,
    );
    const message = { title: 'Mvua', body: 'Mvua kubwa kesho', link: null, data: {} };
    await put(admin.token, 'firebase', { enabled: true, config, secrets: { private_key: privateKey } });
    await expect(push.send(['device-1'], message)).resolves.toMatchObject({ sent: 1, failed: 0 });
    expect(push.enabled).toBe(true);
    expect(JSON.parse(accounts[0]!)).toMatchObject({ ...config, private_key: privateKey.trim() });

    await put(admin.token, 'firebase', { enabled: false, config });
    await expect(push.send(['device-1'], message)).resolves.toMatchObject({
      sent: 0,
      error: PUSH_OFF_DETAIL,
    });
    expect(push.enabled).toBe(false);
  });

  it('never writes a secret to the log', () => {
    const log = JSON.stringify(t.logs());
    for (const secret of SECRETS) expect(log).not.toContain(secret);
  });
});
