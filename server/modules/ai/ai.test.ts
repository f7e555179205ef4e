// AI assistance against a local OpenAI-compatible fake (docs/product/ai.md): the admin's settings never give the
// key back, the test request, limits per package, "Ask about this farm" answering from one farm's records and
// citing them, the package's flag and limit enforced, usage rows and costs, recommendations added to alerts
// without ever holding them up, and the usage figures.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, subscriptions } from '@/server/db/schema/billing';
import { crops } from '@/server/db/schema/crops';
import { inventoryItems } from '@/server/db/schema/inventory';
import { notifications } from '@/server/db/schema/notifications';
import { platformRoles } from '@/server/db/schema/platform';
import { aiRequests, integrationSettings } from '@/server/db/schema/platform-config';
import { sales } from '@/server/db/schema/sales';
import { recordDomainEvent } from '@/server/lib/domain-events';
import { forgetEntitlements } from '@/server/modules/entitlements/entitlement-cache';
import { dispatchFarmWorkEvents } from '@/server/modules/farm-work-alerts/dispatcher';
import { insertCrop, insertField, insertTask } from '@/server/modules/farm-work-alerts/testing/fixtures';
import {
  addMember,
  insertFarm,
  insertLocation,
  registerSuperadmin,
  type TestUser,
} from '@/server/modules/notifications/test-fixtures';
import { seedPlatformStaff } from '@/server/modules/platform-staff/test-support';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { testAiProvider } from './ai-tester';
import { recommendationsSettled, recommendationLines } from './alert-recommendations';
import { startFakeOpenAi, type FakeOpenAi } from './testing/fake-openai';

let t: TestApp;
let fake: FakeOpenAi;
let admin: TestUser;
let owner: TestUser;
let farmhand: TestUser;
let outsider: TestUser;
let farm: { id: string; name: string };
let otherFarm: { id: string; name: string };
let seedId: string;
let cropId: string;

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as never });

/** The fact number the model was given for a line containing `text`. */
const factNumber = (content: string, text: string) =>
  Number(
    content
      .split('\n')
      .find((line) => line.includes(text))
      ?.match(/^\[(\d+)\]/)?.[1],
  );

const lastUserMessage = () => fake.requests.at(-1)!.body.messages.at(-1)!.content;

async function insertItem(farmId: string, name: string, values: Partial<typeof inventoryItems.$inferInsert>) {
  const location = await insertLocation(t.db, farmId, `Store ${name}`);
  const [row] = await t.db
    .insert(inventoryItems)
    .values({
      farmId,
      locationId: location.id,
      itemType: 'input',
      name,
      category: 'seeds',
      unit: 'kg',
      ...values,
    })
    .returning();
  return row!;
}

const configure = (token: string, secrets: Record<string, string | null> = { api_key: fake.key }) =>
  call(token, 'PUT', '/api/admin/ai/configuration', {
    enabled: true,
    config: {
      base_url: fake.baseUrl,
      model: 'gpt-4o-mini',
      prompt_usd_per_million_tokens: 0.15,
      completion_usd_per_million_tokens: 0.6,
    },
    secrets,
  });

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp();
  admin = await registerSuperadmin(t.app, t.db);
  [owner, farmhand, outsider] = await Promise.all([
    registerUser(t.app, { name: 'Amina Otieno' }),
    registerUser(t.app),
    registerUser(t.app),
  ]);
  farm = await insertFarm(t.db, owner.user.id, 'Shamba la Amina');
  otherFarm = await insertFarm(t.db, outsider.user.id, 'Shamba la Jirani');
  // A member who may see the farm but not its stock, crops, tasks or sales.
  await addMember(t.db, farm.id, farmhand.user.id, { name: 'Gate keeper', permissions: ['farms.view'] });
  seedId = (await insertItem(farm.id, 'Maize seed', { quantity: '3', reorderLevel: '10', status: 'low' })).id;
  await insertItem(farm.id, 'DAP fertiliser', { quantity: '150', status: 'normal' });
  await insertItem(otherFarm.id, 'Secret avocado seedlings', { quantity: '40', status: 'normal' });
  const field = await insertField(t.db, farm.id);
  cropId = (await insertCrop(t.db, farm.id, field.id, 'Beans')).id;
  await t.db.update(crops).set({ status: 'growing' }).where(eq(crops.id, cropId));
  await insertTask(t.db, { farmId: farm.id, title: 'Spray the beans', dueDate: '2020-01-01' });
  await t.db.insert(sales).values({
    farmId: farm.id,
    status: 'paid',
    currency: 'KES',
    subtotalMinor: 250_000,
    totalMinor: 250_000,
    paidMinor: 250_000,
    soldAt: t.clock.now(),
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('without a provider', () => {
  it('says so on the farm and in the admin figures, and the rest works', async () => {
    const ask = await call(owner.token, 'POST', `/api/farms/${farm.id}/ai/ask`, { question: 'What is low?' });
    expect(ask.statusCode, ask.body).toBe(409);
    expect(ask.json()).toMatchObject({ code: 'ai_not_configured' });
    const status = await call(owner.token, 'GET', `/api/farms/${farm.id}/ai/status`);
    expect(status.json().data).toMatchObject({ configured: false, in_package: true });
    const usage = await call(owner.token, 'GET', '/api/ai/usage');
    expect(usage.json().data).toMatchObject({ configured: false, used: 0 });
    const test = await call(admin.token, 'POST', '/api/admin/ai/test');
    expect(test.statusCode).toBe(409);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('admin configuration', () => {
  it('is for administrators with the ai permissions only', async () => {
    const [viewOnly] = await t.db
      .insert(platformRoles)
      .values({ name: 'AI watcher', permissions: ['ai.view'] })
      .returning();
    const [none] = await t.db
      .insert(platformRoles)
      .values({ name: 'Content editor', permissions: ['content.view'] })
      .returning();
    const watcher = await seedPlatformStaff(t, viewOnly!.id, 'Watcher');
    const editor = await seedPlatformStaff(t, none!.id, 'Editor');
    expect((await call(owner.token, 'GET', '/api/admin/ai/configuration')).statusCode).toBe(403);
    expect((await call(editor.token, 'GET', '/api/admin/ai/stats')).statusCode).toBe(403);
    expect((await call(watcher.token, 'GET', '/api/admin/ai/configuration')).statusCode).toBe(200);
    const refused = await configure(watcher.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('ai.edit');
    expect((await call(owner.token, 'PUT', '/api/admin/ai/limits', [])).statusCode).toBe(403);
  });

  it('rejects bad settings with 422s naming the field', async () => {
    const bad = await call(admin.token, 'PUT', '/api/admin/ai/configuration', {
      enabled: true,
      config: { base_url: 'not a url', model: '', prompt_usd_per_million_tokens: -1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['config.base_url', 'config.model', 'config.prompt_usd_per_million_tokens']),
    );
    const noKey = await configure(admin.token, {});
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors).toHaveProperty(['secrets.api_key']);
  });

  it('saves the key sealed and never sends it back', async () => {
    const saved = await configure(admin.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(fake.key);
    expect(saved.json().data.integration).toMatchObject({
      enabled: true,
      model: 'gpt-4o-mini',
      base_url: fake.baseUrl,
      prompt_usd_per_million_tokens: 0.15,
      api_key_set: true,
    });
    const read = await call(admin.token, 'GET', '/api/admin/ai/configuration');
    expect(read.body).not.toContain(fake.key);
    const [row] = await t.db.select().from(integrationSettings).where(eq(integrationSettings.provider, 'ai'));
    expect(row!.secrets).not.toContain(fake.key);
    expect(JSON.stringify(t.logs())).not.toContain(fake.key);
  });

  it('sends a test and reports the model, its answer and tokens; a wrong key is reported in its words', async () => {
    const ok = await call(admin.token, 'POST', '/api/admin/ai/test');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      ok: true,
      answer: 'The connection works.',
      prompt_tokens: 120,
      completion_tokens: 30,
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${fake.key}`);
    expect(sent.body).toMatchObject({ model: 'gpt-4o-mini', max_tokens: 30 });
    const [test] = await t.db.select().from(aiRequests).where(eq(aiRequests.purpose, 'test'));
    // 120 × $0.15 + 30 × $0.60 per million tokens = 36 millionths of a dollar.
    expect(test).toMatchObject({ accountId: admin.user.id, status: 'succeeded', costMicroUsd: 36 });

    expect((await configure(admin.token, { api_key: 'sk-wrong-key' })).statusCode).toBe(200);
    const wrong = await call(admin.token, 'POST', '/api/admin/ai/test');
    expect(wrong.json().data.ok).toBe(false);
    expect(wrong.json().data.message).toMatch(/^Incorrect API key provided: sk-wr\*\*\*.*\(401\)$/);
    expect((await configure(admin.token)).statusCode).toBe(200);
    const config = await call(admin.token, 'GET', '/api/admin/ai/configuration');
    expect(config.json().data.integration.last_test).toMatchObject({ ok: false });
  });
  it("answers the integrations page's test with the model's reply or the provider's refusal", async () => {
    const integration = (key: string) => ({
      provider: 'ai' as const,
      config: { base_url: fake.baseUrl, model: 'gpt-4o-mini' },
      secrets: { api_key: key },
    });
    const ctx = {} as Parameters<typeof testAiProvider>[2];
    fake.reply = () => 'Connection works.';
    expect(await testAiProvider(integration(fake.key), {}, ctx)).toEqual({
      ok: true,
      message: 'gpt-4o-mini answered: "Connection works." (120 prompt and 30 completion tokens).',
    });
    const refused = await testAiProvider(integration('sk-nope'), {}, ctx);
    expect(refused.ok).toBe(false);
    expect(refused.message).toContain('Incorrect API key provided');
    expect(refused.message).not.toContain('sk-nope');
  });
});

describe('ask about this farm', () => {
  it("answers from this farm's records and cites them, never another farm's", async () => {
    fake.reply = (body) => {
      const content = body.messages.at(-1)!.content;
      const seed = factNumber(content, 'Maize seed');
      const task = factNumber(content, 'Spray the beans');
      return `Maize seed is below its reorder level [${seed}]. Spraying is overdue [${task}, 99].`;
    };
    const res = await call(owner.token, 'POST', `/api/farms/${farm.id}/ai/ask`, {
      question: 'What needs my attention?',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { answer, citations } = res.json().data;
    expect(answer).toContain('Maize seed is below');
    expect(citations).toEqual([
      expect.objectContaining({
        kind: 'item',
        id: seedId,
        label: 'Maize seed',
        url: `/farmer/farms/${farm.id}/inventory?item=${seedId}`,
      }),
      expect.objectContaining({ kind: 'task', label: 'Spray the beans' }),
    ]);
    const content = lastUserMessage();
    expect(content).toContain('LOW STOCK');
    expect(content).toContain('Crop Beans: growing');
    expect(content).toContain('OVERDUE');
    expect(content).toContain('1 sales totalling 2500.00 KES');
    expect(content).not.toContain('Secret avocado');
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain('ONLY');
    const [row] = await t.db
      .select()
      .from(aiRequests)
      .where(and(eq(aiRequests.purpose, 'ask'), eq(aiRequests.farmId, farm.id)));
    expect(row).toMatchObject({ accountId: owner.user.id, requestedBy: owner.user.id, costMicroUsd: 36 });
  });

  it('gives a member only the records their role may see', async () => {
    fake.reply = () => 'I cannot see any stock records [1].';
    const res = await call(farmhand.token, 'POST', `/api/farms/${farm.id}/ai/ask`, {
      question: 'Any stock?',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.citations).toEqual([]);
    expect(lastUserMessage()).not.toContain('Maize seed');
    expect(lastUserMessage()).toContain('No records yet');
    // The member's question is paid for by the farm's owner.
    const rows = await t.db.select().from(aiRequests).where(eq(aiRequests.requestedBy, farmhand.user.id));
    expect(rows[0]!.accountId).toBe(owner.user.id);
  });

  it("refuses another user's farm, a bad farm id and bad questions", async () => {
    const before = fake.requests.length;
    expect(
      (await call(outsider.token, 'POST', `/api/farms/${farm.id}/ai/ask`, { question: 'Stock?' })).statusCode,
    ).toBe(404);
    expect(
      (await call(owner.token, 'POST', '/api/farms/not-a-farm/ai/ask', { question: 'Stock?' })).statusCode,
    ).toBe(404);
    expect((await call(outsider.token, 'GET', `/api/farms/${farm.id}/ai/status`)).statusCode).toBe(404);
    const empty = await call(owner.token, 'POST', `/api/farms/${farm.id}/ai/ask`, { question: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.question).toEqual(['Type a question about your farm.']);
    const long = await call(owner.token, 'POST', `/api/farms/${farm.id}/ai/ask`, {
      question: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(422);
    expect((await call(owner.token, 'POST', `/api/farms/${farm.id}/ai/ask`, {})).statusCode).toBe(422);
    expect(fake.requests.length).toBe(before);
  });

  it('answers 502 when the provider fails and records the failure', async () => {
    const ask = () => call(owner.token, 'POST', `/api/farms/${farm.id}/ai/ask`, { question: 'What is low?' });
    for (const mode of ['server_error', 'rate_limited', 'no_quota'] as const) {
      fake.mode = mode;
      const res = await ask();
      expect(res.statusCode, mode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'ai_provider_error' });
    }
    fake.mode = 'slow';
    process.env.AI_TIMEOUT_MS = '200';
    try {
      expect((await ask()).statusCode).toBe(502);
    } finally {
      delete process.env.AI_TIMEOUT_MS;
      fake.mode = 'ok';
    }
    const failed = await t.db
      .select({ error: aiRequests.error })
      .from(aiRequests)
      .where(and(eq(aiRequests.status, 'failed'), eq(aiRequests.purpose, 'ask')));
    expect(failed.map((f) => f.error!.split(':')[0]).sort()).toEqual([
      'provider_error',
      'rate_limited',
      'rate_limited',
      'timeout',
    ]);
    expect(failed.find((f) => f.error!.includes('quota'))?.error).toContain('exceeded your current quota');
  });

  it("enforces the owner's package: 403 without AI, 402 at the monthly limit", async () => {
    const [basic] = await t.db.insert(packages).values({ name: 'Msingi', features: [] }).returning();
    const [plus] = await t.db
      .insert(packages)
      .values({ name: 'Plus', features: ['ai'], sortOrder: 1 })
      .returning();
    const now = t.clock.now();
    await t.db.insert(subscriptions).values({
      userId: owner.user.id,
      packageId: basic!.id,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    });
    forgetEntitlements(t.db);
    const ask = () =>
      call(farmhand.token, 'POST', `/api/farms/${farm.id}/ai/ask`, { question: 'Any stock?' });
    const noAi = await ask();
    expect(noAi.statusCode).toBe(403);
    expect(noAi.json()).toMatchObject({ code: 'feature_not_in_package' });
    expect(noAi.json().message).toContain('Upgrade to Plus');
    const status = await call(owner.token, 'GET', `/api/farms/${farm.id}/ai/status`);
    expect(status.json().data).toMatchObject({ configured: true, in_package: false });

    await t.db
      .update(subscriptions)
      .set({ packageId: plus!.id })
      .where(eq(subscriptions.userId, owner.user.id));
    const used = (await call(owner.token, 'GET', '/api/ai/usage')).json().data.used as number;
    const limits = await call(admin.token, 'PUT', '/api/admin/ai/limits', [
      { package_id: plus!.id, limit: used },
    ]);
    expect(limits.statusCode, limits.body).toBe(200);
    expect(limits.json().data.packages).toEqual(
      expect.arrayContaining([{ package_id: plus!.id, name: 'Plus', includes_ai: true, limit: used }]),
    );
    const full = await ask();
    expect(full.statusCode).toBe(402);
    expect(full.json()).toMatchObject({
      code: 'package_limit_reached',
      details: { limit: 'ai_requests_per_month' },
    });
    expect((await call(owner.token, 'GET', '/api/ai/usage')).json().data).toMatchObject({
      in_package: true,
      package_name: 'Plus',
      limit: used,
      used,
    });

    // Bad limits are refused with what to fix.
    const bad = await call(admin.token, 'PUT', '/api/admin/ai/limits', [{ package_id: plus!.id, limit: -1 }]);
    expect(bad.statusCode).toBe(422);
    const unknown = await call(admin.token, 'PUT', '/api/admin/ai/limits', [
      { package_id: '00000000-0000-4000-8000-000000000000', limit: 5 },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['0.package_id']).toBeDefined();
    expect(
      (await call(admin.token, 'PUT', '/api/admin/ai/limits', { package_id: plus!.id })).statusCode,
    ).toBe(422);

    await t.db.delete(subscriptions).where(eq(subscriptions.userId, owner.user.id));
    forgetEntitlements(t.db);
  });
});

describe('recommendations on alerts', () => {
  const frost = async (date: string) => {
    await recordDomainEvent(t.db, {
      farmId: farm.id,
      type: 'weather.alert',
      subjectId: null,
      payload: { kind: 'frost', date, value: 1.5, unit: '°C' },
      dedupeKey: null,
      createdAt: t.clock.now(),
    });
    await dispatchFarmWorkEvents(t.app.notifications.service);
    await recommendationsSettled(t.db);
    return t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.farmId, farm.id), eq(notifications.type, 'weather_alert')))
      .then((rows) => rows.filter((row) => (row.data as { date?: string }).date === date));
  };

  it('adds 2–4 recommendations to every copy of the alert', async () => {
    fake.reply = () =>
      '1. Cover the bean seedlings tonight.\n- Irrigate early in the morning.\n\n* **Check leaves** after sunrise.';
    const rows = await frost('2030-06-01');
    expect(rows.length).toBe(2); // the owner and the member
    for (const row of rows) {
      expect((row.data as { recommendations?: string[] }).recommendations).toEqual([
        'Cover the bean seedlings tonight.',
        'Irrigate early in the morning.',
        'Check leaves after sunrise.',
      ]);
    }
    expect(lastUserMessage()).toContain('Beans');
    const [rec] = await t.db.select().from(aiRequests).where(eq(aiRequests.purpose, 'recommendation'));
    expect(rec).toMatchObject({ accountId: owner.user.id, farmId: farm.id, status: 'succeeded' });
  });

  it('leaves the alert exactly as it is when the provider fails', async () => {
    fake.mode = 'server_error';
    try {
      const rows = await frost('2030-06-02');
      expect(rows.length).toBe(2);
      for (const row of rows) expect(row.data).not.toHaveProperty('recommendations');
    } finally {
      fake.mode = 'ok';
    }
  });

  it('reads the model lines into a short list', () => {
    expect(recommendationLines('1) one\n2) two\n3) three\n4) four\n5) five')).toEqual([
      'one',
      'two',
      'three',
      'four',
    ]);
  });
});

describe('usage figures', () => {
  it('gives administrators requests, tokens and cost per day and per farmer', async () => {
    const res = await call(admin.token, 'GET', '/api/admin/ai/stats');
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json().data;
    expect(stats.configured).toBe(true);
    expect(stats.totals.requests).toBeGreaterThan(5);
    expect(stats.totals.failed).toBeGreaterThanOrEqual(5);
    expect(stats.days).toHaveLength(1);
    expect(stats.days[0].day).toBe(t.clock.now().toISOString().slice(0, 10));
    expect(stats.farmers[0]).toMatchObject({ account_id: owner.user.id, name: 'Amina Otieno' });
    // Tests cost money and count in the totals, but no farmer made them.
    expect(stats.farmers.map((f: { account_id: string }) => f.account_id)).not.toContain(admin.user.id);
    const sum = stats.days.reduce((n: number, d: { cost_micro_usd: number }) => n + d.cost_micro_usd, 0);
    expect(sum).toBe(stats.totals.cost_micro_usd);
    const empty = await call(admin.token, 'GET', '/api/admin/ai/stats?month=2020-01');
    expect(empty.json().data).toMatchObject({
      month: '2020-01',
      totals: { requests: 0 },
      days: [],
      farmers: [],
    });
    expect((await call(admin.token, 'GET', '/api/admin/ai/stats?month=2026-13')).statusCode).toBe(422);
    expect((await call(owner.token, 'GET', '/api/admin/ai/stats')).statusCode).toBe(403);
  });

  it("shows a farmer their own month by purpose, and nobody else's", async () => {
    const mine = (await call(owner.token, 'GET', '/api/ai/usage')).json().data;
    expect(mine.by_purpose).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'ask' }),
        expect.objectContaining({ purpose: 'recommendation' }),
      ]),
    );
    expect(mine.recent[0]).toMatchObject({ farm_name: 'Shamba la Amina' });
    const theirs = (await call(outsider.token, 'GET', '/api/ai/usage')).json().data;
    expect(theirs).toMatchObject({ used: 0, recent: [], by_purpose: [] });
  });
});
