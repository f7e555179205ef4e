import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CustomerDeleteResponseSchema,
  CustomerDetailResponseSchema,
  CustomerPageSchema,
  CustomerResponseSchema,
  CustomerSalesPageSchema,
  type CustomerInput,
} from '@/shared/contracts/customers';
import { activityLog } from '@/server/db/schema/activity';
import { customers } from '@/server/db/schema/sales';
import { createTestApp, type TestApp } from '@/server/test/app';
import { customerBalance } from './customer-balance';
import { seedMemberToken, seedMoneyFarm, seedSale, type MoneyWorld } from './test-support';

let t: TestApp;
let w: MoneyWorld;
let other: MoneyWorld;
let viewer: string;
let worker: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-15T08:00:00Z'));
  w = await seedMoneyFarm(t);
  other = await seedMoneyFarm(t);
  viewer = await seedMemberToken(t, w.farmId, 'viewer');
  worker = await seedMemberToken(t, w.farmId, 'worker');
});
afterAll(() => t.close());

const url = (rest = '', farmId = w.farmId) => `/api/farms/${farmId}/customers${rest}`;
let phoneCounter = 100_000;
const nextPhone = () => `07${String(++phoneCounter).padStart(8, '0')}`;

async function addCustomer(payload: Partial<CustomerInput> = {}, world = w) {
  const res = await world.call('POST', url('', world.farmId), { name: 'Mama Mboga', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return CustomerResponseSchema.parse(res.json()).data;
}

describe('POST /api/farms/{farmId}/customers', () => {
  it('adds a customer with a Kenyan number made +254, and logs it', async () => {
    const res = await w.call('POST', url(), {
      name: ' Wanjiku Stores ',
      phone: '0712 345 678',
      email: ' Orders@Wanjiku.co.ke ',
      tax_id: 'P051234567X',
      credit_limit_minor: '500000',
      notes: 'Pays on Fridays',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = CustomerResponseSchema.parse(res.json());
    expect(body.message).toBe('Customer added.');
    expect(body.data).toMatchObject({
      farm_id: w.farmId,
      name: 'Wanjiku Stores',
      phone: '+254712345678',
      email: 'orders@wanjiku.co.ke',
      tax_id: 'P051234567X',
      credit_limit_minor: 500000,
      notes: 'Pays on Fridays',
      archived: false,
      balance_minor: 0,
      open_sales: 0,
      last_sale_at: null,
    });
    const log = await t.db.select().from(activityLog).where(eq(activityLog.recordId, body.data.id));
    expect(log).toMatchObject([{ module: 'sales', action: 'create', recordType: 'customer' }]);
  });

  it('takes the other ways people write a number, and none at all', async () => {
    expect((await addCustomer({ phone: '254 110 123 456' })).phone).toBe('+254110123456');
    expect((await addCustomer({ phone: '+256 772 123456' })).phone).toBe('+256772123456');
    expect(await addCustomer({ phone: '', email: '', tax_id: '' })).toMatchObject({
      phone: null,
      email: null,
      tax_id: null,
      credit_limit_minor: null,
    });
  });

  it('answers 422 with what to fix for each rule', async () => {
    const cases: [object, string, string][] = [
      [{}, 'name', 'Enter the customer’s name.'],
      [{ name: '   ' }, 'name', 'Enter the customer’s name.'],
      [{ name: 'x'.repeat(121) }, 'name', 'Use at most 120 characters for the name.'],
      [{ name: 'A', phone: '12345' }, 'phone', 'Enter the phone number like 0712345678 or +254712345678.'],
      [
        { name: 'A', phone: '0812345678' },
        'phone',
        'Enter the phone number like 0712345678 or +254712345678.',
      ],
      [{ name: 'A', phone: 712345678 }, 'phone', 'Enter the phone number like 0712345678 or +254712345678.'],
      [{ name: 'A', email: 'not-mail' }, 'email', 'Enter a valid e-mail address, like name@farm.co.ke.'],
      [
        { name: 'A', credit_limit_minor: -1 },
        'credit_limit_minor',
        'Enter the credit limit as a whole number of cents, 0 or more.',
      ],
      [
        { name: 'A', credit_limit_minor: 10.5 },
        'credit_limit_minor',
        'Enter the credit limit as a whole number of cents, 0 or more.',
      ],
      [
        { name: 'A', credit_limit_minor: 'lots' },
        'credit_limit_minor',
        'Enter the credit limit as a whole number of cents, 0 or more.',
      ],
      [{ name: 'A', tax_id: 'x'.repeat(61) }, 'tax_id', 'Use at most 60 characters for the tax id.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await w.call('POST', url(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], `${JSON.stringify(payload)}: ${res.body}`).toEqual([message]);
    }
  });

  it('keeps one active customer per phone number on a farm (409), however it is written', async () => {
    const phone = nextPhone();
    await addCustomer({ phone });
    const res = await w.call('POST', url(), { name: 'Twin', phone: `+254${phone.slice(1)}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'customer_phone_exists',
      errors: { phone: ['Another customer of this farm has this phone number. Open that customer instead.'] },
    });
    // Another farm may have a customer with the same number.
    await addCustomer({ phone }, other);
  });

  it('answers one 201 and 409s when the same number is added several times at once', async () => {
    const phone = nextPhone();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => w.call('POST', url(), { name: `Racer ${i}`, phone })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('is refused to a viewer (403) and to another farm’s owner (404)', async () => {
    const res = await w.call('POST', url(), { name: 'Nope' }, viewer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ missing_permission: 'sales.create' });
    expect((await other.call('POST', url(), { name: 'Nope' })).statusCode).toBe(404);
    // A worker sells at the gate, so may add a buyer.
    expect((await w.call('POST', url(), { name: 'Gate buyer' }, worker)).statusCode).toBe(201);
  });
});

describe('what a customer owes', () => {
  it('sums total less (paid less refunded) over their unpaid and part-paid sales only', async () => {
    const c = await addCustomer({ name: 'Balance Buyer' });
    let day = 0;
    const sale = (seed: Parameters<typeof seedSale>[2]) =>
      seedSale(t.db, w.farmId, { customerId: c.id, soldAt: new Date(Date.UTC(2026, 5, ++day, 9)), ...seed });
    await sale({ status: 'paid', totalMinor: 10_000, paidMinor: 10_000 });
    await sale({ status: 'unpaid', totalMinor: 5_000, paidMinor: 0 });
    await sale({ status: 'part_paid', totalMinor: 8_000, paidMinor: 3_000 });
    // Part paid after a partial refund of money given back: 6,000 - (4,000 - 1,000) = 3,000 owed.
    await sale({ status: 'part_paid', totalMinor: 6_000, paidMinor: 4_000, refundedMinor: 1_000 });
    await sale({ status: 'refunded', totalMinor: 7_000, paidMinor: 7_000, refundedMinor: 7_000 });
    await sale({
      status: 'paid',
      totalMinor: 2_000,
      paidMinor: 2_000,
      soldAt: new Date('2026-06-10T10:00:00Z'),
    });
    // Another customer's and a walk-in sale count for nobody here.
    await seedSale(t.db, w.farmId, { status: 'unpaid', totalMinor: 99_999, paidMinor: 0 });

    expect(await customerBalance(t.db, w.farmId, c.id)).toEqual({ balanceMinor: 13_000, openSales: 3 });
    expect(await customerBalance(t.db, other.farmId, c.id)).toEqual({ balanceMinor: 0, openSales: 0 });
    const res = await w.call('GET', url(`/${c.id}`), undefined, viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(CustomerDetailResponseSchema.parse(res.json()).data).toMatchObject({
      balance_minor: 13_000,
      open_sales: 3,
      last_sale_at: '2026-06-10T10:00:00.000Z',
    });

    const page = await w.call('GET', url(`/${c.id}/sales?per_page=4`));
    expect(page.statusCode, page.body).toBe(200);
    const body = CustomerSalesPageSchema.parse(page.json());
    expect(body.meta).toMatchObject({ total: 6, page: 1, per_page: 4 });
    // Newest first: 10 June, then the 6th, 5th, 4th…
    expect(body.data.map((s) => [s.status, s.total_minor, s.balance_minor])).toEqual([
      ['paid', 2_000, 0],
      ['refunded', 7_000, 0],
      ['part_paid', 6_000, 3_000],
      ['part_paid', 8_000, 5_000],
    ]);
    const second = CustomerSalesPageSchema.parse(
      (await w.call('GET', url(`/${c.id}/sales?page=2&per_page=4`))).json(),
    );
    expect(second.data.map((s) => [s.status, s.balance_minor])).toEqual([
      ['unpaid', 5_000],
      ['paid', 0],
    ]);
  });

  it('answers 422 for a bad page and 404 for another farm’s customer', async () => {
    const c = await addCustomer();
    const res = await w.call('GET', url(`/${c.id}/sales?per_page=500`));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.per_page).toEqual(['Ask for at most 100 rows a page.']);
    expect((await other.call('GET', url(`/${c.id}/sales`, other.farmId))).statusCode).toBe(404);
    expect((await other.call('GET', url(`/${c.id}/sales`))).statusCode).toBe(404);
  });
});

describe('GET /api/farms/{farmId}/customers', () => {
  it('searches name, phone and e-mail, sorts by name and pages', async () => {
    const farm = await seedMoneyFarm(t);
    const add = (payload: Partial<CustomerInput>) => addCustomer(payload, farm);
    await add({ name: 'zebra Grocers', email: 'buy@zebra.example' });
    await add({ name: 'Akinyi', phone: '0722 000 111' });
    await add({ name: 'Baraka Hotel', email: 'chef@baraka.example' });
    const archived = await add({ name: 'Closed Kiosk' });
    await seedSale(t.db, farm.farmId, { customerId: archived.id });
    await farm.call('DELETE', url(`/${archived.id}`, farm.farmId));

    const list = async (query: string) => {
      const res = await farm.call('GET', url(query, farm.farmId));
      expect(res.statusCode, res.body).toBe(200);
      return CustomerPageSchema.parse(res.json());
    };
    expect((await list('')).data.map((c) => c.name)).toEqual(['Akinyi', 'Baraka Hotel', 'zebra Grocers']);
    expect((await list('?include_archived=true')).data.map((c) => c.name)).toContain('Closed Kiosk');
    expect((await list('?q=ZEBRA')).data.map((c) => c.name)).toEqual(['zebra Grocers']);
    expect((await list('?q=000111')).data.map((c) => c.name)).toEqual(['Akinyi']);
    expect((await list('?q=chef@')).data.map((c) => c.name)).toEqual(['Baraka Hotel']);
    expect((await list('?q=%25')).data).toEqual([]);
    const page = await list('?per_page=2&page=2');
    expect(page.data.map((c) => c.name)).toEqual(['zebra Grocers']);
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: 3, unfiltered_total: 3 });
    expect((await list('?q=ak')).meta).toMatchObject({ total: 2, unfiltered_total: 3 });
  });

  it('answers 422 for bad filters, 404 to another farm and 401 without a sign-in', async () => {
    for (const [query, field, message] of [
      ['?include_archived=maybe', 'include_archived', 'Use true or false for include_archived.'],
      ['?page=0', 'page', 'The page starts at 1.'],
      ['?q=' + 'x'.repeat(121), 'q', 'Use at most 120 characters to search.'],
    ] as const) {
      const res = await w.call('GET', url(query));
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await other.call('GET', url())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });
});

describe('PATCH /api/farms/{farmId}/customers/{customerId}', () => {
  it('changes only what is sent, clears what is sent empty, and logs it', async () => {
    const c = await addCustomer({ phone: nextPhone(), email: 'a@b.example', credit_limit_minor: 1000 });
    const res = await w.call('PATCH', url(`/${c.id}`), {
      email: '',
      credit_limit_minor: null,
      notes: 'Cash only',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(CustomerResponseSchema.parse(res.json()).data).toMatchObject({
      name: c.name,
      phone: c.phone,
      email: null,
      credit_limit_minor: null,
      notes: 'Cash only',
    });
    const log = await t.db.select().from(activityLog).where(eq(activityLog.recordId, c.id));
    expect(log.map((l) => l.action)).toEqual(['create', 'edit']);
  });

  it('answers 422 per rule, 409 for a taken number, 403 for a viewer and 404 across farms', async () => {
    const taken = await addCustomer({ phone: nextPhone() });
    const c = await addCustomer({ phone: nextPhone() });
    const bad = await w.call('PATCH', url(`/${c.id}`), { name: '', email: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: ['Enter the customer’s name.'],
      email: ['Enter a valid e-mail address, like name@farm.co.ke.'],
    });
    expect((await w.call('PATCH', url(`/${c.id}`), { archived: 'no' })).statusCode).toBe(422);
    expect((await w.call('PATCH', url(`/${c.id}`), { phone: taken.phone })).statusCode).toBe(409);
    const refused = await w.call('PATCH', url(`/${c.id}`), { notes: 'x' }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ missing_permission: 'sales.edit' });
    expect((await other.call('PATCH', url(`/${c.id}`), { notes: 'x' })).statusCode).toBe(404);
    expect((await other.call('PATCH', url(`/${c.id}`, other.farmId), { notes: 'x' })).statusCode).toBe(404);
    expect((await w.call('PATCH', url('/not-an-id'), { notes: 'x' })).statusCode).toBe(404);
  });

  it('restores an archived customer unless their number was taken meanwhile', async () => {
    const phone = nextPhone();
    const c = await addCustomer({ phone });
    await seedSale(t.db, w.farmId, { customerId: c.id });
    expect((await w.call('DELETE', url(`/${c.id}`))).json()).toMatchObject({ outcome: 'archived' });
    const twin = await addCustomer({ phone });
    const blocked = await w.call('PATCH', url(`/${c.id}`), { archived: false });
    expect(blocked.statusCode).toBe(409);
    await w.call('PATCH', url(`/${twin.id}`), { phone: nextPhone() });
    const res = await w.call('PATCH', url(`/${c.id}`), { archived: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(CustomerResponseSchema.parse(res.json()).data.archived).toBe(false);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.recordId, c.id));
    expect(log.map((l) => l.action)).toEqual(['create', 'archive', 'restore']);
  });
});

describe('DELETE /api/farms/{farmId}/customers/{customerId}', () => {
  it('deletes a customer without sales', async () => {
    const c = await addCustomer();
    const res = await w.call('DELETE', url(`/${c.id}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(CustomerDeleteResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Customer deleted.',
      outcome: 'deleted',
    });
    expect(await t.db.select().from(customers).where(eq(customers.id, c.id))).toEqual([]);
    expect((await w.call('GET', url(`/${c.id}`))).statusCode).toBe(404);
  });

  it('archives a customer with sales: hidden from the list, still readable with what they owe', async () => {
    const c = await addCustomer({ name: 'Archived Owing' });
    await seedSale(t.db, w.farmId, { customerId: c.id, status: 'unpaid', totalMinor: 4_500, paidMinor: 0 });
    const res = await w.call('DELETE', url(`/${c.id}`));
    expect(CustomerDeleteResponseSchema.parse(res.json())).toMatchObject({ outcome: 'archived' });
    const detail = CustomerDetailResponseSchema.parse((await w.call('GET', url(`/${c.id}`))).json()).data;
    expect(detail).toMatchObject({ archived: true, balance_minor: 4_500 });
    const listed = CustomerPageSchema.parse((await w.call('GET', url('?q=Archived%20Owing'))).json());
    expect(listed.data).toEqual([]);
  });

  it('is refused to a worker (403) and to another farm (404)', async () => {
    const c = await addCustomer();
    const res = await w.call('DELETE', url(`/${c.id}`), undefined, worker);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ missing_permission: 'sales.delete' });
    expect((await other.call('DELETE', url(`/${c.id}`))).statusCode).toBe(404);
    expect((await other.call('DELETE', url(`/${c.id}`, other.farmId))).statusCode).toBe(404);
    expect((await other.call('GET', url(`/${c.id}`, other.farmId))).statusCode).toBe(404);
  });
});
