// docs/product/point-of-sale.md: the till's catalogue (what it sells, 304 while unchanged) and the code lookup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PosCatalogueSchema, PosLookupResponseSchema } from '@/shared/contracts/pos';
import { farmFinancialSettings, taxRates } from '@/server/db/schema/finances';
import { inventoryItems } from '@/server/db/schema/inventory';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createItem,
  createTestFarm,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';

let t: TestApp;
let farm: TestFarm;
let other: TestFarm;
const ids: Record<string, string> = {};

const catalogueUrl = (f: TestFarm) => `/api/farms/${f.farmId}/pos/catalogue`;
const lookupUrl = (f: TestFarm, code: string) =>
  `/api/farms/${f.farmId}/pos/lookup?code=${encodeURIComponent(code)}`;

async function priced(itemId: string, salePriceMinor: number | null, sku: string | null) {
  await t.db.update(inventoryItems).set({ salePriceMinor, sku }).where(eq(inventoryItems.id, itemId));
}

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  other = await createTestFarm(t, { name: 'Other farm' });
  ids.eggs = (
    await createItem(t, farm, {
      item_type: 'product',
      name: 'Eggs (tray)',
      category: 'Other',
      unit: 'boxes',
      quantity: 40,
    })
  ).id;
  ids.dap = (await createItem(t, farm, { name: 'DAP Fertilizer', quantity: 50 })).id;
  ids.empty = (
    await createItem(t, farm, {
      item_type: 'product',
      name: 'Honey',
      category: 'Processed',
      unit: 'bottles',
      quantity: 0,
    })
  ).id;
  ids.emptyPriced = (
    await createItem(t, farm, {
      item_type: 'product',
      name: 'Avocado',
      category: 'Fruits',
      unit: 'kg',
      quantity: 0,
    })
  ).id;
  ids.tractor = (
    await createItem(t, farm, {
      item_type: 'equipment',
      name: 'Tractor',
      category: 'Machinery',
      unit: 'pieces',
      quantity: 1,
    })
  ).id;
  ids.otherEggs = (
    await createItem(t, other, {
      item_type: 'product',
      name: 'Eggs',
      category: 'Other',
      unit: 'boxes',
      quantity: 5,
    })
  ).id;
  await priced(ids.eggs, 45_000, 'EGG-TRAY-30');
  await priced(ids.emptyPriced, 12_000, null);
  await priced(ids.tractor, 100_000, 'TRACTOR-1');
  await priced(ids.otherEggs, 40_000, 'EGG-OTHER');
});

afterAll(async () => {
  await t.close();
});

describe('GET /pos/catalogue', () => {
  it('lists the products and inputs in stock or priced, with the currency, methods and active tax rates', async () => {
    await t.db
      .insert(farmFinancialSettings)
      .values({ farmId: farm.farmId, paymentMethods: ['mpesa', 'cash'] });
    await t.db.insert(taxRates).values([
      { farmId: farm.farmId, name: 'VAT', basisPoints: 1600, inclusive: true },
      { farmId: farm.farmId, name: 'Old levy', basisPoints: 200, archivedAt: new Date() },
    ]);
    const res = await client(t, farm.token).get(catalogueUrl(farm));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = PosCatalogueSchema.parse(res.json());
    expect(data.currency).toBe('KES');
    expect(data.payment_methods).toEqual(['cash', 'mpesa']);
    expect(data.tax_rates).toEqual([
      expect.objectContaining({ name: 'VAT', basis_points: 1600, inclusive: true }),
    ]);
    expect(data.items.map((i) => i.name)).toEqual(['Avocado', 'DAP Fertilizer', 'Eggs (tray)']);
    const eggs = data.items.find((i) => i.id === ids.eggs)!;
    expect(eggs).toMatchObject({
      item_type: 'product',
      unit: 'boxes',
      quantity: '40.00',
      sale_price_minor: 45_000,
      sku: 'EGG-TRAY-30',
      location_name: 'Main store',
    });
    expect(data.items.find((i) => i.id === ids.dap)!.sale_price_minor).toBeNull();
  });

  it('answers 304 to If-None-Match while nothing changed, and a new ETag after a stock or settings change', async () => {
    const owner = client(t, farm.token);
    const first = await owner.get(catalogueUrl(farm));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"pos-\d+-/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await owner.get(catalogueUrl(farm), undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await priced(ids.dap!, 9_900, null); // a write to the items bumps the farm's inventory revision
    const afterStock = await owner.get(catalogueUrl(farm), undefined, { 'if-none-match': etag });
    expect(afterStock.statusCode).toBe(200);
    expect(
      PosCatalogueSchema.parse(afterStock.json()).data.items.find((i) => i.id === ids.dap)!.sale_price_minor,
    ).toBe(9_900);

    const etag2 = afterStock.headers.etag as string;
    expect(etag2).not.toBe(etag);
    await t.db.insert(taxRates).values({ farmId: farm.farmId, name: 'Cess', basisPoints: 100 });
    const afterTax = await owner.get(catalogueUrl(farm), undefined, { 'if-none-match': etag2 });
    expect(afterTax.statusCode).toBe(200);
    expect(PosCatalogueSchema.parse(afterTax.json()).data.tax_rates.map((r) => r.name)).toEqual([
      'Cess',
      'VAT',
    ]);
  });

  it('offers every method to a farm without financial settings', async () => {
    const res = await client(t, other.token).get(catalogueUrl(other));
    expect(PosCatalogueSchema.parse(res.json()).data.payment_methods).toEqual([
      'cash',
      'mpesa',
      'bank_transfer',
      'card',
      'credit',
    ]);
  });

  it('is 404 for another farm and for a bad farm id, and 403 for a role without sales.create', async () => {
    expect((await client(t, other.token).get(catalogueUrl(farm))).statusCode).toBe(404);
    expect((await client(t, farm.token).get('/api/farms/not-a-farm/pos/catalogue')).statusCode).toBe(404);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    const res = await client(t, viewer.token).get(catalogueUrl(farm));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/record sales/);
    const worker = await addMember(t, farm.farmId, 'worker');
    expect((await client(t, worker.token).get(catalogueUrl(farm))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: catalogueUrl(farm) })).statusCode).toBe(401);
  });
});

describe('GET /pos/lookup', () => {
  it('finds an item by SKU or barcode whatever its case', async () => {
    const res = await client(t, farm.token).get(lookupUrl(farm, '  egg-tray-30 '));
    expect(res.statusCode, res.body).toBe(200);
    expect(PosLookupResponseSchema.parse(res.json()).data).toMatchObject({
      id: ids.eggs,
      name: 'Eggs (tray)',
    });
  });

  it('is 404 with a clear message for an unknown code, a part of a code, equipment or another farm’s code', async () => {
    for (const code of ['NOPE', 'EGG-TRAY', 'TRACTOR-1', 'EGG-OTHER']) {
      const res = await client(t, farm.token).get(lookupUrl(farm, code));
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'pos_code_not_found',
        message: 'No product or input of this farm has that SKU or barcode.',
      });
    }
  });

  it('refuses an empty or too long code with 422', async () => {
    const owner = client(t, farm.token);
    const empty = await owner.get(lookupUrl(farm, '   '));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.code).toEqual(['Enter a SKU or barcode.']);
    expect((await owner.get(`/api/farms/${farm.farmId}/pos/lookup`)).statusCode).toBe(422);
    const long = await owner.get(lookupUrl(farm, 'x'.repeat(65)));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.code).toEqual(['Use at most 64 characters for the SKU or barcode.']);
  });

  it('is 404 for another farm’s member and 403 for a viewer', async () => {
    expect((await client(t, other.token).get(lookupUrl(farm, 'EGG-TRAY-30'))).statusCode).toBe(404);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    expect((await client(t, viewer.token).get(lookupUrl(farm, 'EGG-TRAY-30'))).statusCode).toBe(403);
  });
});
