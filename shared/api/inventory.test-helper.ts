// Records shaped exactly like the server's answers (the contracts parse them), for fetcher and screen tests.
import { InventoryItemSchema, type InventoryItem } from '@/shared/contracts/inventory';
import { StockMovementSchema, type StockMovement } from '@/shared/contracts/stock-movements';

let seq = 0;

export function makeItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  seq += 1;
  const type = overrides.item_type ?? overrides.type ?? 'input';
  return InventoryItemSchema.parse({
    id: `item-${seq}`,
    farm_id: 'farm-1',
    name: `Item ${seq}`,
    category: 'Fertilizer',
    quantity: '10',
    unit: 'kg',
    status: 'normal',
    location_id: 'loc-1',
    storage_location_id: 'loc-1',
    location_name: 'Main store',
    supplier_id: null,
    supplier: null,
    description: null,
    unit_cost: null,
    currency: 'KES',
    reorder_level: null,
    max_level: null,
    expiry_date: null,
    purchase_date: null,
    manufacturer: null,
    model_number: null,
    serial_number: null,
    warranty_expiration: null,
    last_updated: '2026-03-05T09:30:00.000Z',
    updated_at: '2026-03-05T09:30:00.000Z',
    created_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
    item_type: type,
    type,
    ...(overrides.location_id ? { storage_location_id: overrides.location_id } : {}),
  });
}

export function makeMovement(overrides: Partial<StockMovement> = {}): StockMovement {
  seq += 1;
  return StockMovementSchema.parse({
    id: `mv-${seq}`,
    item_id: 'item-1',
    item_name: 'DAP fertilizer',
    farm_id: 'farm-1',
    type: 'consume',
    quantity_change: '-2',
    quantity_after: '8',
    unit: 'kg',
    location_id: 'loc-1',
    location_name: 'Main store',
    transfer_id: null,
    counterpart_location_name: null,
    note: null,
    user_id: 'user-1',
    user_name: 'Amina Wekesa',
    created_at: '2026-03-05T09:30:00.000Z',
    ...overrides,
  });
}

export const pageOf = (
  data: InventoryItem[],
  meta: Partial<{ total: number; unfiltered_total: number }> = {},
) => ({
  data,
  meta: {
    page: 1,
    per_page: 25,
    total: meta.total ?? data.length,
    unfiltered_total: meta.unfiltered_total ?? meta.total ?? data.length,
  },
});
