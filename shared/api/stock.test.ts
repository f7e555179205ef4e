import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './errors';
import { fakeApi } from './fake-client.test-helper';
import { makeItem, makeMovement } from './inventory.test-helper';
import {
  adjustStock,
  isInsufficientStock,
  listFarmMovements,
  listItemMovements,
  receiveStock,
} from './stock';

const result = { success: true, message: 'Done', item: makeItem(), movements: [makeMovement()] };

describe('stock fetchers', () => {
  it('receives with an optional cost and supplier', async () => {
    const { api, calls } = fakeApi(() => result);
    await receiveStock(api, 'farm-1', 'item-1', {
      quantity: '5',
      unit_cost: '12.5',
      supplier_id: 'sup-1',
      note: '',
    });
    expect(calls[0]).toEqual({
      method: 'post',
      url: '/api/farms/farm-1/inventory/item-1/receive',
      data: { quantity: 5, unit_cost: 12.5, supplier_id: 'sup-1', note: null },
    });
  });

  it('requires a reason for a count adjustment, before any request', async () => {
    const { api, calls } = fakeApi(() => result);
    const error = await adjustStock(api, 'farm-1', 'item-1', { counted_quantity: '4', note: ' ' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).fieldErrors?.note?.[0]).toMatch(/Say why the count differs/);
    expect(calls).toHaveLength(0);
  });

  it('fails when the answer says success false', async () => {
    const { api } = fakeApi(() => ({ ...result, success: false, message: 'Stock is locked for a count.' }));
    await expect(receiveStock(api, 'farm-1', 'item-1', { quantity: 1 })).rejects.toThrow(
      'Stock is locked for a count.',
    );
  });

  it('reads a history as a page, or a bare list as one page', async () => {
    const { api, calls } = fakeApi(() => [makeMovement(), makeMovement()]);
    const page = await listFarmMovements(api, 'farm-1');
    expect(calls[0]?.url).toBe('/api/farms/farm-1/stock-movements');
    expect(page.meta).toEqual({ page: 1, per_page: 2, total: 2, unfiltered_total: 2 });
    const paged = fakeApi(() => ({
      data: [],
      meta: { page: 3, per_page: 20, total: 41, unfiltered_total: 41 },
    }));
    await expect(listItemMovements(paged.api, 'farm-1', 'item-1', { page: 3 })).resolves.toMatchObject({
      meta: { page: 3, total: 41 },
    });
  });

  it('tells an insufficient-stock refusal from other failures', () => {
    expect(
      isInsufficientStock(new ApiRequestError('Only 3 kg left', { status: 409, code: 'insufficient_stock' })),
    ).toBe(true);
    expect(isInsufficientStock(new ApiRequestError('Conflict', { status: 409 }))).toBe(false);
    expect(isInsufficientStock(new Error('x'))).toBe(false);
  });
});
