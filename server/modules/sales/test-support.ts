// Test helpers for the sales routes: a farm with stocked products, customers and tax rates written through the
// schema (so these tests stand on their own), and short calls that parse the answers with the contracts.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { SaleResponseSchema, type Sale } from '@/shared/contracts/sales';
import { financeTransactions, farmFinancialSettings, taxRates } from '@/server/db/schema/finances';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { customers, sales } from '@/server/db/schema/sales';
import type { TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';
import { createItem, createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';

export interface SaleFarm extends TestFarm {
  url: (rest?: string) => string;
}

export async function createSaleFarm(t: TestApp, options: Parameters<typeof createTestFarm>[1] = {}) {
  const farm = await createTestFarm(t, options);
  return { ...farm, url: (rest = '') => `/api/farms/${farm.farmId}/sales${rest}` } satisfies SaleFarm;
}

/** A product of the farm with `quantity` in stock. */
export const stocked = async (
  t: TestApp,
  farm: SaleFarm,
  name: string,
  quantity: number,
  itemType = 'product',
) => (await createItem(t, farm, { name, quantity, item_type: itemType, unit: 'kg', category: 'Other' })).id;

export async function addCustomer(
  t: TestApp,
  farm: SaleFarm,
  name: string,
  creditLimitMinor: number | null = null,
) {
  const [row] = await t.db
    .insert(customers)
    .values({ farmId: farm.farmId, name, creditLimitMinor })
    .returning({ id: customers.id });
  return row!.id;
}

export async function addTaxRate(
  t: TestApp,
  farm: SaleFarm,
  name: string,
  basisPoints: number,
  inclusive: boolean,
) {
  const [row] = await t.db
    .insert(taxRates)
    .values({ farmId: farm.farmId, name, basisPoints, inclusive })
    .returning({ id: taxRates.id });
  return row!.id;
}

export const offerMethods = (t: TestApp, farm: SaleFarm, methods: string[]) =>
  t.db.insert(farmFinancialSettings).values({ farmId: farm.farmId, paymentMethods: methods });

export const call = (
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  key?: string,
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
  });

export async function sell(t: TestApp, farm: SaleFarm, payload: object, token = farm.token): Promise<Sale> {
  const res = await call(t, token, 'POST', farm.url(), payload);
  expect(res.statusCode, res.body).toBe(201);
  return SaleResponseSchema.parse(res.json()).data;
}

/** The 422's message for one field. */
export function fieldMessage(res: { statusCode: number; body: string; json: () => unknown }, field: string) {
  expect(res.statusCode, res.body).toBe(422);
  return (res.json() as { errors?: Record<string, string[]> }).errors?.[field]?.[0];
}

export const quantityOf = async (t: TestApp, itemId: string) =>
  (await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId)))[0]!.quantity;

export const movementsOf = (t: TestApp, itemId: string, type: string) =>
  t.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.itemId, itemId), eq(stockMovements.type, type)));

export const cashOf = (t: TestApp, farm: SaleFarm) =>
  t.db.select().from(financeTransactions).where(eq(financeTransactions.farmId, farm.farmId));

export const salesOf = (t: TestApp, farm: SaleFarm) =>
  t.db.select().from(sales).where(eq(sales.farmId, farm.farmId));
