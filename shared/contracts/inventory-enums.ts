// The inventory enumerations and thresholds as plain values (docs/product/inventory.md). They live apart from the zod schemas (which
// re-export them) so code that needs only the values — the embeddable widgets' loader, with its 45 KB budget —
// does not pull zod in (docs/decisions/020).
export const ITEM_TYPES = ['input', 'equipment', 'product'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ITEM_STATUSES = ['normal', 'low', 'excess', 'available', 'depleted', 'expired'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/**
 * The server never stores "available": as a Status filter it selects the items in stock and usable, quantity
 * above 0 and not expired, which are the items stored as these (decision 014).
 */
export const AVAILABLE_STATUSES = ['normal', 'low', 'excess'] as const satisfies readonly ItemStatus[];
/** docs/product/inventory.md Farm input status: the statuses the farm inputs screen shows and filters by. */
export const FARM_INPUT_STATUSES = [
  'available',
  'low',
  'depleted',
  'expired',
] as const satisfies readonly ItemStatus[];
export type FarmInputStatus = (typeof FARM_INPUT_STATUSES)[number];

export const CATEGORIES_BY_TYPE = {
  input: ['Seeds', 'Fertilizer', 'Pesticide', 'Herbicide', 'Fungicide', 'Other'],
  equipment: ['Machinery', 'Tools', 'Irrigation', 'Processing', 'Storage', 'Other'],
  product: ['Grains', 'Vegetables', 'Fruits', 'Processed', 'Other'],
} as const satisfies Record<ItemType, readonly string[]>;
export const ALL_CATEGORIES = [...new Set(Object.values(CATEGORIES_BY_TYPE).flat())];

/** docs/product/inventory.md: usage colour at 70 and 90 percent. */
export const USAGE_THRESHOLDS = { warning: 70, danger: 90 } as const;

/** Header of every inventory write: a retry with the same key applies once. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
