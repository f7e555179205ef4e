// System settings (docs/product/system-settings.md): 422s that say what to fix, the permission check, a save
// that keeps other modules' keys, maintenance mode end to end on the API, and registration by invitation.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_ROLE_ID } from '@/shared/contracts/platform-staff';
import { PlatformInfoSchema, SystemSettingsResponseSchema } from '@/shared/contracts/system-settings';
import { systemSettings, platformAuditLog } from '@/server/db/schema/platform-config';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser, uniqueEmail } from '@/server/test/users';
import { seedPlatformStaff } from '@/server/modules/platform-staff/test-support';
import { configuredRetentionPeriods } from '@/server/modules/housekeeping/retention';
import { forgetSettings } from './cached-settings';

let t: TestApp;
let admin: Awaited<ReturnType<typeof seedPlatformStaff>>;
let farmer: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await seedPlatformStaff(t, null);
  farmer = await registerUser(t.app);
});
afterAll(() => t.close());

const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/system-settings', headers: bearer(token), payload });
const get = (token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('reading and saving the settings', () => {
  it('answers the defaults before anything was saved', async () => {
    const res = await get(admin.token, '/api/admin/system-settings');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = SystemSettingsResponseSchema.parse(res.json());
    expect(data.general.platform_name).toBe('Shamba');
    expect(data.registration.mode).toBe('open');
    expect(data.maintenance.enabled).toBe(false);
    expect(data.retention.outbox_days).toBe(30);
  });

  it('refuses bad input with a 422 per field', async () => {
    const cases: [object, string, RegExp][] = [
      [
        {
          general: {
            platform_name: '',
            support_email: '',
            support_phone: '',
            default_currency: 'KES',
            default_language: 'en',
          },
        },
        'general.platform_name',
        /platform name/,
      ],
      [
        {
          general: {
            platform_name: 'X',
            support_email: 'nope',
            support_phone: '',
            default_currency: 'KES',
            default_language: 'en',
          },
        },
        'general.support_email',
        /e-mail/,
      ],
      [
        {
          general: {
            platform_name: 'X',
            support_email: '',
            support_phone: 'call me',
            default_currency: 'KES',
            default_language: 'en',
          },
        },
        'general.support_phone',
        /phone/,
      ],
      [
        {
          general: {
            platform_name: 'X',
            support_email: '',
            support_phone: '',
            default_currency: 'XXX',
            default_language: 'en',
          },
        },
        'general.default_currency',
        /currenc/,
      ],
      [
        {
          general: {
            platform_name: 'X',
            support_email: '',
            support_phone: '',
            default_currency: 'KES',
            default_language: 'fr',
          },
        },
        'general.default_language',
        /English or Kiswahili/,
      ],
      [{ registration: { mode: 'closed' } }, 'registration.mode', /invitation/],
      [{ maintenance: { enabled: 'yes', message: '' } }, 'maintenance.enabled', /maintenance/],
      [{ maintenance: { enabled: true, message: 'x'.repeat(501) } }, 'maintenance.message', /500 characters/],
      [
        {
          retention: {
            read_notifications_days: 5,
            deliveries_days: 90,
            outbox_days: 30,
            delivered_events_days: 90,
          },
        },
        'retention.read_notifications_days',
        /30 to 730/,
      ],
      [
        {
          retention: {
            read_notifications_days: 180,
            deliveries_days: 90.5,
            outbox_days: 30,
            delivered_events_days: 90,
          },
        },
        'retention.deliveries_days',
        /whole number/,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(admin.token, payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      const body = res.json() as { errors: Record<string, string[]> };
      expect(body.errors[field]?.[0], `${field}: ${res.body}`).toMatch(message);
    }
  });

  it('saves only its own keys, keeps other modules keys, and records the change', async () => {
    await t.db
      .insert(systemSettings)
      .values({ id: 1, settings: { subscriptions: { grace_days: 9, reminder_days: 2 } } })
      .onConflictDoUpdate({
        target: systemSettings.id,
        set: {
          settings: sql`${systemSettings.settings} || '{"subscriptions":{"grace_days":9,"reminder_days":2}}'::jsonb`,
        },
      });
    const res = await put(admin.token, {
      general: {
        platform_name: 'Shamba Kenya',
        support_email: 'help@shamba.test',
        support_phone: '+254712345678',
        default_currency: 'KES',
        default_language: 'sw',
      },
      retention: {
        read_notifications_days: 365,
        deliveries_days: 60,
        outbox_days: 14,
        delivered_events_days: 120,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = SystemSettingsResponseSchema.parse(res.json());
    expect(data.general).toMatchObject({ platform_name: 'Shamba Kenya', default_language: 'sw' });
    expect(data.registration.mode).toBe('open');
    const [row] = await t.db.select().from(systemSettings).where(eq(systemSettings.id, 1));
    expect(row!.settings.subscriptions).toEqual({ grace_days: 9, reminder_days: 2 });
    expect(row!.settings).not.toHaveProperty('maintenance');
    const audit = await t.db
      .select()
      .from(platformAuditLog)
      .where(eq(platformAuditLog.targetType, 'system_settings'));
    expect(audit.at(-1)).toMatchObject({ module: 'settings', action: 'edit', actorId: admin.user.id });
    // Housekeeping reads the saved periods.
    expect(await configuredRetentionPeriods(t.db)).toMatchObject({
      outboxMs: 14 * 86_400_000,
      deliveriesMs: 60 * 86_400_000,
    });

    const info = PlatformInfoSchema.parse((await get(null, '/api/platform')).json());
    expect(info).toMatchObject({
      platform_name: 'Shamba Kenya',
      support_email: 'help@shamba.test',
      registration_mode: 'open',
    });
  });

  it('refuses farmers and staff whose role lacks the permission', async () => {
    expect((await get(farmer.token, '/api/admin/system-settings')).statusCode).toBe(403);
    expect((await put(farmer.token, { registration: { mode: 'invitation' } })).statusCode).toBe(403);
    const support = await seedPlatformStaff(t, SUPPORT_ROLE_ID, 'Sam Support');
    const view = await get(support.token, '/api/admin/system-settings');
    expect(view.statusCode).toBe(403);
    expect(view.json()).toMatchObject({ missing_permission: 'settings.view' });
    expect((await put(support.token, { registration: { mode: 'invitation' } })).statusCode).toBe(403);
    expect((await get(null, '/api/admin/system-settings')).statusCode).toBe(401);
  });
});

describe('maintenance mode', () => {
  it('answers 503 with the message to everyone but superadmins, and lets health, platform and sign-in through', async () => {
    const on = await put(admin.token, { maintenance: { enabled: true, message: 'Back at 14:00 EAT.' } });
    expect(on.statusCode, on.body).toBe(200);

    const refused = await get(farmer.token, '/api/farms');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'maintenance', message: 'Back at 14:00 EAT.' });
    expect((await get(null, '/api/farms')).statusCode).toBe(503);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Late Comer', email: uniqueEmail(), password: 'correct horse battery' },
    });
    expect(register.statusCode).toBe(503);

    expect((await get(null, '/api/health')).statusCode).toBe(200);
    const info = PlatformInfoSchema.parse((await get(null, '/api/platform')).json());
    expect(info.maintenance).toEqual({ enabled: true, message: 'Back at 14:00 EAT.' });
    expect((await get(farmer.token, '/api/auth/me')).statusCode).toBe(200);
    expect((await get(admin.token, '/api/farms')).statusCode).toBe(200);
    expect((await get(admin.token, '/api/admin/system-settings')).statusCode).toBe(200);

    const off = await put(admin.token, { maintenance: { enabled: false, message: '' } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get(farmer.token, '/api/farms')).statusCode).toBe(200);
  });

  it('notices a change made elsewhere within the cache period', async () => {
    await t.db.execute(
      sql`update system_settings set settings = settings || '{"maintenance":{"enabled":true,"message":""}}'::jsonb`,
    );
    forgetSettings(t.db);
    const res = await get(farmer.token, '/api/farms');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/back shortly/);
    await put(admin.token, { maintenance: { enabled: false, message: '' } });
    expect((await get(farmer.token, '/api/farms')).statusCode).toBe(200);
  });
});

describe('registration by invitation', () => {
  const register = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Invited Person', email, password: 'correct horse battery' },
    });

  it('refuses an address without an invitation, saying whom to ask, and admits an invited one', async () => {
    await put(admin.token, { registration: { mode: 'invitation' } });
    const refused = await register(uniqueEmail('stranger'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'registration_by_invitation' });
    expect(refused.json().message).toMatch(/by invitation.*help@shamba\.test/);

    const email = uniqueEmail('invited');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/platform-invitations',
      headers: bearer(admin.token),
      payload: { email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(422);
    const farmerTry = await t.app.inject({
      method: 'POST',
      url: '/api/admin/platform-invitations',
      headers: bearer(farmer.token),
      payload: { email },
    });
    expect(farmerTry.statusCode).toBe(403);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/platform-invitations',
      headers: bearer(admin.token),
      payload: { email },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await t.outbox.latest(email);
    expect(mail?.body).toMatch(/invitation code is [A-Z0-9]{8}/);
    expect(mail?.body).toContain('/register?email=');

    const joined = await register(email);
    expect(joined.statusCode, joined.body).toBe(201);
    const list = await get(admin.token, '/api/admin/platform-invitations');
    expect(list.json().data.find((i: { email: string }) => i.email === email)?.status).toBe('accepted');
  });

  it('withdraws an invitation, after which the address is refused', async () => {
    const email = uniqueEmail('withdrawn');
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/platform-invitations',
      headers: bearer(admin.token),
      payload: { email },
    });
    const id = invited.json().data.id as string;
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/platform-invitations/${id}`,
      headers: bearer(admin.token),
    });
    expect(gone.statusCode).toBe(204);
    expect((await register(email)).statusCode).toBe(403);
    await put(admin.token, { registration: { mode: 'open' } });
    expect((await register(email)).statusCode).toBe(201);
  });
});
