// Contributors and their money through the API (docs/product/contributors.md): each rule refused with a 422 or
// 409 naming what to fix, the cash book and its day totals kept in step on every write, balances and shares, the
// archive of a contributor with money, and the farm's walls (404 for another farm, 403 without the permission).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { activityLog } from '@/server/db/schema/activity';
import { farmFinancialSettings, financeDailyTotals, financeTransactions } from '@/server/db/schema/finances';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createTestFarm,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { CONTRIBUTOR_MESSAGES } from './contributor-messages';

let t: TestApp;
let farm: TestFarm;
let other: TestFarm;
let owner: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  other = await createTestFarm(t, { name: 'Other Farm' });
  owner = client(t, farm.token);
});
afterAll(() => t.close());

const url = (rest = '', farmId = farm.farmId) => `/api/farms/${farmId}${rest}`;
const patch = (path: string, payload: object, token = farm.token) =>
  t.app.inject({ method: 'PATCH', url: path, headers: { authorization: `Bearer ${token}` }, payload });
const money = (over: Record<string, unknown> = {}) => ({
  kind: 'contribution',
  amount_minor: 1_000_000,
  occurred_on: '2026-02-01',
  payment_method: 'mpesa',
  reference: 'QJK4H7Z2PL',
  ...over,
});

async function newContributor(name: string, kind = 'partner') {
  const res = await owner.post(url('/contributors'), { name, kind });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}
async function put(contributorId: string, over: Record<string, unknown> = {}) {
  const res = await owner.post(url(`/contributors/${contributorId}/contributions`), money(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}
const entriesOf = (contributionId: string) =>
  t.db.select().from(financeTransactions).where(eq(financeTransactions.contributionId, contributionId));

/** Every day's totals equal the sum of that day's entries. */
async function expectTotalsAgree(farmId: string) {
  const sums = await t.db
    .select({
      day: financeTransactions.occurredOn,
      income: sql<string>`sum(greatest(${financeTransactions.amountMinor}, 0))::text`,
      expense: sql<string>`sum(greatest(-${financeTransactions.amountMinor}, 0))::text`,
      entries: sql<number>`count(*)::int`,
    })
    .from(financeTransactions)
    .where(eq(financeTransactions.farmId, farmId))
    .groupBy(financeTransactions.occurredOn);
  const totals = await t.db.select().from(financeDailyTotals).where(eq(financeDailyTotals.farmId, farmId));
  const byDay = new Map(totals.map((d) => [d.day, d]));
  for (const s of sums) {
    const d = byDay.get(s.day);
    expect([d?.incomeMinor, d?.expenseMinor, d?.entries]).toEqual([
      Number(s.income),
      Number(s.expense),
      s.entries,
    ]);
  }
  for (const d of totals.filter((d) => !sums.some((s) => s.day === d.day)))
    expect([d.incomeMinor, d.expenseMinor, d.entries]).toEqual([0, 0, 0]);
}

describe('contributors', () => {
  it('adds, lists and changes a contributor; refuses bad input with what to fix', async () => {
    const made = await owner.post(url('/contributors'), {
      name: '  Mama Wanjiru ',
      kind: 'owner',
      phone: '+254 712 345 678',
      email: 'Wanjiru@Example.com',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      message: CONTRIBUTOR_MESSAGES.created,
      data: { name: 'Mama Wanjiru', kind: 'owner', email: 'wanjiru@example.com', balance_minor: 0, share: 0 },
    });
    const id = made.json().data.id as string;
    const bad = [
      [{ name: '', kind: 'owner' }, 'name'],
      [{ name: 'x'.repeat(121), kind: 'owner' }, 'name'],
      [{ name: 'Juma', kind: 'uncle' }, 'kind'],
      [{ name: 'Juma', kind: 'partner', phone: 'call me' }, 'phone'],
      [{ name: 'Juma', kind: 'partner', email: 'juma@' }, 'email'],
    ] as const;
    for (const [payload, field] of bad) {
      const res = await owner.post(url('/contributors'), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).join(), JSON.stringify(payload)).toContain(field);
    }
    const taken = await owner.post(url('/contributors'), { name: 'MAMA WANJIRU', kind: 'partner' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CONTRIBUTOR_MESSAGES.nameTaken);
    const renamed = await patch(url(`/contributors/${id}`), { name: 'Mama Wanjiru K.', notes: 'Founder' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Mama Wanjiru K.', notes: 'Founder' });
    expect((await patch(url(`/contributors/${id}`), { kind: 'boss' })).statusCode).toBe(422);
    const log = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.recordId, id), eq(activityLog.recordType, 'contributor')));
    expect(log.map((l) => l.action).sort()).toEqual(['create', 'edit']);
  });

  it('deletes a contributor without money and archives one with money', async () => {
    const empty = await newContributor('Short-lived');
    const gone = await owner.delete(url(`/contributors/${empty.id}`));
    expect(gone.json().message).toBe(CONTRIBUTOR_MESSAGES.deleted);
    expect((await owner.get(url(`/contributors/${empty.id}`))).statusCode).toBe(404);
    const lender = await newContributor('Equity lender', 'lender');
    await put(lender.id);
    const archived = await owner.delete(url(`/contributors/${lender.id}`));
    expect(archived.statusCode).toBe(200);
    expect(archived.json().message).toBe(CONTRIBUTOR_MESSAGES.archived);
    const after = await owner.get(url(`/contributors/${lender.id}`));
    expect(after.json().data).toMatchObject({ archived: true, balance_minor: 1_000_000 });
    const refused = await owner.post(url(`/contributors/${lender.id}/contributions`), money());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CONTRIBUTOR_MESSAGES.archivedNoMoney);
  });
});

describe('contributions and the cash book', () => {
  it('writes a contribution as income and a withdrawal as an expense, and rewrites them on edit and delete', async () => {
    const partner = await newContributor('Otieno');
    const c = await put(partner.id, { amount_minor: 2_000_000, occurred_on: '2026-02-03' });
    const [income] = await entriesOf(c.id);
    expect(income).toMatchObject({
      direction: 'income',
      source: 'contribution',
      category: 'Contributions',
      amountMinor: 2_000_000,
      occurredOn: '2026-02-03',
      paymentMethod: 'mpesa',
    });
    const w = await put(partner.id, {
      kind: 'withdrawal',
      amount_minor: 500_000,
      payment_method: 'cash',
      reference: null,
    });
    const [expense] = await entriesOf(w.id);
    expect(expense).toMatchObject({ direction: 'expense', source: 'withdrawal', amountMinor: -500_000 });
    await expectTotalsAgree(farm.farmId);

    // Moving the contribution to another day moves its entry and both days' totals.
    const moved = await patch(url(`/contributions/${c.id}`), {
      occurred_on: '2026-02-05',
      amount_minor: 2_500_000,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ occurred_on: '2026-02-05', amount_minor: 2_500_000 });
    const rewritten = await entriesOf(c.id);
    expect(rewritten).toHaveLength(1);
    expect(rewritten[0]).toMatchObject({ occurredOn: '2026-02-05', amountMinor: 2_500_000 });
    await expectTotalsAgree(farm.farmId);

    const detail = (await owner.get(url(`/contributors/${partner.id}`))).json().data;
    expect(detail).toMatchObject({
      contributed_minor: 2_500_000,
      withdrawn_minor: 500_000,
      balance_minor: 2_000_000,
      last_at: '2026-02-05',
    });
    const list = (await owner.get(url(`/contributors/${partner.id}/contributions`))).json().data;
    expect(list.map((x: { id: string }) => x.id)).toEqual([c.id, w.id]);

    expect((await owner.delete(url(`/contributions/${w.id}`))).statusCode).toBe(200);
    expect(await entriesOf(w.id)).toHaveLength(0);
    await expectTotalsAgree(farm.farmId);
    const log = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.recordType, 'contribution'), eq(activityLog.recordId, w.id)));
    expect(log.map((l) => l.action).sort()).toEqual(['create', 'delete']);
  });

  it('never lets a withdrawal, an edit or a delete take a contributor below zero', async () => {
    const p = await newContributor('Achieng');
    const c = await put(p.id, { amount_minor: 300_000 });
    const over = await owner.post(
      url(`/contributors/${p.id}/contributions`),
      money({ kind: 'withdrawal', amount_minor: 300_001 }),
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount_minor[0]).toMatch(/balance of KES\s?3,000\.00/);
    await put(p.id, { kind: 'withdrawal', amount_minor: 200_000 });
    // Lowering the contribution under what was withdrawn, or deleting it, would leave them owing.
    const lower = await patch(url(`/contributions/${c.id}`), { amount_minor: 100_000 });
    expect(lower.statusCode).toBe(422);
    const del = await owner.delete(url(`/contributions/${c.id}`));
    expect(del.statusCode).toBe(422);
    expect((await owner.get(url(`/contributors/${p.id}`))).json().data.balance_minor).toBe(100_000);
  });

  it('holds the balance under concurrent withdrawals', async () => {
    const p = await newContributor('Kamau');
    await put(p.id, { amount_minor: 1_000 });
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        owner.post(
          url(`/contributors/${p.id}/contributions`),
          money({ kind: 'withdrawal', amount_minor: 400 }),
        ),
      ),
    );
    expect(tries.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect((await owner.get(url(`/contributors/${p.id}`))).json().data.balance_minor).toBe(200);
  });

  it('refuses bad money with what to fix', async () => {
    const p = await newContributor('Njeri');
    const cases = [
      [{ amount_minor: 0 }, 'amount_minor'],
      [{ amount_minor: 12.5 }, 'amount_minor'],
      [{ kind: 'loan' }, 'kind'],
      [{ occurred_on: '2026-02-30' }, 'occurred_on'],
      [{ occurred_on: '2099-01-01' }, 'occurred_on'],
      [{ payment_method: 'bitcoin' }, 'payment_method'],
      [{ reference: 'x'.repeat(101) }, 'reference'],
    ] as const;
    for (const [over, field] of cases) {
      const res = await owner.post(url(`/contributors/${p.id}/contributions`), money(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(over)).toContain(field);
    }
    // A method the farm does not offer.
    await t.db
      .insert(farmFinancialSettings)
      .values({ farmId: farm.farmId, paymentMethods: ['cash', 'mpesa'] })
      .onConflictDoUpdate({
        target: farmFinancialSettings.farmId,
        set: { paymentMethods: ['cash', 'mpesa'] },
      });
    const card = await owner.post(
      url(`/contributors/${p.id}/contributions`),
      money({ payment_method: 'card' }),
    );
    expect(card.statusCode).toBe(422);
    expect(card.json().message).toBe(CONTRIBUTOR_MESSAGES.methodNotOffered);
    await t.db.delete(farmFinancialSettings).where(eq(farmFinancialSettings.farmId, farm.farmId));
  });

  it('answers each contributor’s share of the positive balances', async () => {
    const f = await createTestFarm(t, { name: 'Share Farm' });
    const c = client(t, f.token);
    const made = async (name: string) =>
      (await c.post(url('/contributors', f.farmId), { name, kind: 'partner' })).json().data.id as string;
    const [a, b, z] = [await made('A'), await made('B'), await made('Z')];
    await c.post(url(`/contributors/${a}/contributions`, f.farmId), money({ amount_minor: 300 }));
    await c.post(url(`/contributors/${b}/contributions`, f.farmId), money({ amount_minor: 100 }));
    const list = (await c.get(url('/contributors', f.farmId))).json();
    expect(list.currency).toBe('KES');
    const share = Object.fromEntries(list.data.map((x: { id: string; share: number }) => [x.id, x.share]));
    expect(share).toEqual({ [a]: 0.75, [b]: 0.25, [z]: 0 });
  });
});

describe('the farm’s walls', () => {
  it('answers 404 for another farm’s contributor and contribution, and for ids that are not ids', async () => {
    const p = await newContributor('Walled');
    const c = await put(p.id);
    const them = client(t, other.token);
    expect((await them.get(url(`/contributors/${p.id}`, other.farmId))).statusCode).toBe(404);
    expect((await them.get(url(`/contributors/${p.id}/contributions`, other.farmId))).statusCode).toBe(404);
    expect(
      (await patch(url(`/contributions/${c.id}`, other.farmId), { note: 'x' }, other.token)).statusCode,
    ).toBe(404);
    expect((await them.delete(url(`/contributions/${c.id}`, other.farmId))).statusCode).toBe(404);
    expect((await them.get(url('/contributors'))).statusCode).toBe(404);
    expect((await owner.get(url('/contributors/not-a-uuid'))).statusCode).toBe(404);
    expect((await owner.delete(url('/contributions/not-a-uuid'))).statusCode).toBe(404);
  });

  it('answers 403 to a role without the permission', async () => {
    const worker = await addMember(t, farm.farmId, 'worker');
    const viewer = await addMember(t, farm.farmId, 'viewer');
    expect((await client(t, worker.token).get(url('/contributors'))).statusCode).toBe(403);
    expect((await client(t, viewer.token).get(url('/contributors'))).statusCode).toBe(200);
    const res = await client(t, viewer.token).post(url('/contributors'), {
      name: 'Viewer made',
      kind: 'other',
    });
    expect(res.statusCode).toBe(403);
  });
});
