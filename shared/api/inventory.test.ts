// @vitest-environment node
// Inventory and stock fetchers against a real HTTP server: the paths, query strings, bodies and the
// Idempotency-Key header on the wire, and the answers read through the contracts (docs/product/inventory.md).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './client';
import { ApiRequestError } from './errors';
import {
  createInventoryItem,
  deleteInventoryItem,
  getInventorySummary,
  listAllInventory,
  listInventory,
  updateInventoryItem,
} from './inventory';
import { makeItem, makeMovement, pageOf } from './inventory.test-helper';
import { consumeStock, isInsufficientStock, listItemMovements, transferStock } from './stock';

if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', { value: { clear() {} }, configurable: true });
}

interface Seen {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}
let server: http.Server;
let api: ApiClient;
let seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push({
        method: req.method ?? '',
        url,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      });
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = createApiClient({
    baseURL,
    getToken: () => 'tok',
    setToken: () => {},
    onUnauthorized: () => {},
    onReloadRequired: () => {},
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});
const last = () => seen[seen.length - 1]!;

describe('listInventory (docs/product/inventory.md)', () => {
  it('sends only the filters that are set, with paging, and reads the page', async () => {
    const item = makeItem({ name: 'DAP fertilizer' });
    reply = { status: 200, body: pageOf([item], { total: 1, unfiltered_total: 7 }) };
    const page = await listInventory(api, 'farm 1', { type: 'input', status: '', search: ' dap ', page: 2 });
    expect(last().method).toBe('GET');
    expect(last().url.pathname).toBe('/api/farms/farm%201/inventory');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      type: 'input',
      search: ' dap ',
      page: '2',
      per_page: '25',
    });
    expect(page.data[0]?.name).toBe('DAP fertilizer');
    expect(page.meta).toMatchObject({ total: 1, unfiltered_total: 7 });
  });

  it.each([
    ['a bare array', (items: unknown[]) => items],
    ['a status wrapper', (items: unknown[]) => ({ status: 'success', data: items })],
  ])('reads %s as one page (docs/product/inventory.md variants)', async (_name, wrap) => {
    reply = { status: 200, body: wrap([makeItem(), makeItem()]) };
    const page = await listInventory(api, 'farm-1');
    expect(page.meta).toEqual({ page: 1, per_page: 2, total: 2, unfiltered_total: 2 });
  });

  it('passes the server message of a failure', async () => {
    reply = { status: 500, body: { message: 'Database unavailable' } };
    await expect(listInventory(api, 'farm-1')).rejects.toThrow('Database unavailable');
  });
});

describe('listAllInventory', () => {
  it('calls /api/inventory/items and keeps farm_name', async () => {
    reply = { status: 200, body: pageOf([makeItem({ farm_name: 'Kilima' })]) };
    const page = await listAllInventory(api, { category: 'Seeds' });
    expect(last().url.pathname).toBe('/api/inventory/items');
    expect(last().url.searchParams.get('category')).toBe('Seeds');
    expect(page.data[0]?.farm_name).toBe('Kilima');
  });
});

describe('writes carry the Idempotency-Key', () => {
  const input = {
    item_type: 'input' as const,
    name: 'DAP',
    category: 'Fertilizer' as const,
    quantity: '12.5',
    unit: 'kg' as const,
    storage_location_id: 'loc-1',
  };

  it('creates an item: POST with the parsed body, the key, and the answer read', async () => {
    reply = { status: 201, body: { success: true, message: 'Item added', data: makeItem({ name: 'DAP' }) } };
    const result = await createInventoryItem(api, 'farm-1', input, { idempotencyKey: 'key-1' });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/farms/farm-1/inventory');
    expect(last().headers['idempotency-key']).toBe('key-1');
    expect(last().body).toMatchObject({ farm_id: 'farm-1', quantity: 12.5, item_type: 'input', unit: 'kg' });
    expect(result).toMatchObject({ message: 'Item added', item: { name: 'DAP' } });
  });

  it('fails with "Farm ID is required" before calling the server without a farm id (docs/product/inventory.md)', async () => {
    await expect(createInventoryItem(api, undefined, input)).rejects.toThrow('Farm ID is required');
    expect(seen).toHaveLength(0);
  });

  it('sends no key when none is given', async () => {
    reply = { status: 200, body: { success: true, message: 'Saved', data: makeItem() } };
    await updateInventoryItem(api, 'farm-1', 'item-9', { name: 'Urea' });
    expect(last().method).toBe('PUT');
    expect(last().url.pathname).toBe('/api/farms/farm-1/inventory/item-9');
    expect(last().headers['idempotency-key']).toBeUndefined();
  });

  it("consumes: the body, the key, and a 409's message and code", async () => {
    reply = {
      status: 409,
      body: { message: 'Only 3 kg of DAP is in stock.', code: 'insufficient_stock' },
    };
    const error = await consumeStock(
      api,
      'farm-1',
      'item-1',
      { quantity: '5', note: 'Maize plot' },
      {
        idempotencyKey: 'k-2',
      },
    ).catch((e: unknown) => e);
    expect(last().url.pathname).toBe('/api/farms/farm-1/inventory/item-1/consume');
    expect(last().headers['idempotency-key']).toBe('k-2');
    expect(last().body).toEqual({ quantity: 5, note: 'Maize plot' });
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe('Only 3 kg of DAP is in stock.');
    expect(isInsufficientStock(error)).toBe(true);
  });

  it('transfers and reads the movement result', async () => {
    const item = makeItem({ quantity: '6' });
    reply = {
      status: 200,
      body: { success: true, message: 'Moved', item, movements: [makeMovement({ type: 'transfer_out' })] },
    };
    const result = await transferStock(
      api,
      'farm-1',
      'item-1',
      { quantity: 4, to_location_id: 'loc-2' },
      {
        idempotencyKey: 'k-3',
      },
    );
    expect(last().url.pathname).toBe('/api/farms/farm-1/inventory/item-1/transfer');
    expect(last().body).toEqual({ quantity: 4, to_location_id: 'loc-2', note: null });
    expect(result.item.quantity).toBe('6');
  });

  it('deletes and returns the message; a refusal carries the server message', async () => {
    reply = { status: 200, body: { success: true, message: 'Item deleted' } };
    await expect(deleteInventoryItem(api, 'farm-1', 'item-1', { idempotencyKey: 'k-4' })).resolves.toBe(
      'Item deleted',
    );
    expect(last().method).toBe('DELETE');
    expect(last().headers['idempotency-key']).toBe('k-4');
    reply = { status: 409, body: { message: 'This item has stock history; archive it instead.' } };
    await expect(deleteInventoryItem(api, 'farm-1', 'item-1')).rejects.toThrow('stock history');
  });
});

describe('reads', () => {
  it('lists an item’s movements with paging', async () => {
    reply = {
      status: 200,
      body: { data: [makeMovement()], meta: { page: 1, per_page: 20, total: 1, unfiltered_total: 1 } },
    };
    const page = await listItemMovements(api, 'farm-1', 'item-1', { per_page: 20 });
    expect(last().url.pathname).toBe('/api/farms/farm-1/inventory/item-1/movements');
    expect(last().url.searchParams.get('per_page')).toBe('20');
    expect(page.data[0]?.type).toBe('consume');
  });

  it('reads the summary', async () => {
    reply = {
      status: 200,
      body: {
        currency: 'KES',
        totals: [{ item_type: 'input', item_count: 2, stock_value: 150000 }],
        stock_value: 150000,
        item_count: 2,
        low_stock: [makeItem({ status: 'low' })],
        expiring_soon: [],
        recent_movements: [makeMovement()],
      },
    };
    const summary = await getInventorySummary(api, 'farm-1');
    expect(last().url.pathname).toBe('/api/farms/farm-1/inventory/summary');
    expect(summary.stock_value).toBe(150000);
    expect(summary.low_stock).toHaveLength(1);
  });
});
