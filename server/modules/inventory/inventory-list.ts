// The inventory list (docs/product/inventory.md): filters, search and paging on the server, so a farm with 100,000
// items answers in milliseconds. Answers are cached per farm revision (inventory-list-cache.ts). On a miss,
// plans measured in server/bench/inventory.bench.ts:
// - No search: the page walks a (farm, filter, name) index and stops after one page; the total is a count
//   (shared by every page of the filter), or the page itself when the page is not full.
// - Search: the trigram index finds the matching rows; they are gathered once (MATERIALIZED) and both the
//   count and the page come from that set. Walking the name index instead looks cheap to the planner but is
//   slow when the matches all sort late (every "tomato" after every "avocado").
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { InventoryPage, InventoryQuerySchema, ItemType } from '@/shared/contracts/inventory';
import { AVAILABLE_STATUSES } from '@/shared/contracts/inventory-enums';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema/inventory';
import type { ListCache } from './inventory-list-cache';
import { itemsByIds, selectItems, toItemDto } from './inventory-items';
import { queryRows } from './inventory-sql';
import { isUuid } from '@/server/modules/farms/farm-access';

export type InventoryQuery = z.output<typeof InventoryQuerySchema>;

export interface ListScope {
  farmIds: string[];
  /** Lists that span farms name the farm of each item. */
  withFarmName?: boolean;
  /**
   * A list fixed to one type (GET /farms/:farmId/inputs): part of the scope, not a filter, so unfiltered_total
   * counts that type only, the M of the screen's "Showing N of M items" (decision 014).
   */
  itemType?: ItemType;
}

const SORTS = {
  name: inventoryItems.name,
  quantity: inventoryItems.quantity,
  updated_at: inventoryItems.updatedAt,
} as const;

function orderOf(sort: InventoryQuery['sort']) {
  const descending = sort.startsWith('-');
  const column = SORTS[sort.replace(/^-/, '') as keyof typeof SORTS];
  const dir = descending ? desc : asc;
  // The id breaks ties, so paging never repeats or skips an item.
  return [dir(column), dir(inventoryItems.id)];
}

/** `%`, `_` and `\` typed into the search box match themselves. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(query: InventoryQuery): SQL[] | null {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(inventoryItems.itemType, query.type));
  if (query.category) conditions.push(eq(inventoryItems.category, query.category));
  // "available" is never stored: it selects the usable stock, in stock and not expired (decision 014).
  if (query.status === 'available') conditions.push(inArray(inventoryItems.status, [...AVAILABLE_STATUSES]));
  else if (query.status) conditions.push(eq(inventoryItems.status, query.status));
  if (query.location_id) {
    if (!isUuid(query.location_id)) return null; // matches nothing
    conditions.push(eq(inventoryItems.locationId, query.location_id));
  }
  return conditions;
}

function scopeCondition({ farmIds, itemType }: ListScope): SQL {
  const inFarms =
    farmIds.length === 1 ? eq(inventoryItems.farmId, farmIds[0]!) : inArray(inventoryItems.farmId, farmIds);
  return itemType ? and(inFarms, eq(inventoryItems.itemType, itemType))! : inFarms;
}

export async function listInventory(
  db: Database,
  cache: ListCache,
  scope: ListScope,
  query: InventoryQuery,
  /** The farm's revision when the caller already read it (single-farm lists, inventory-list-access.ts). */
  knownRevision?: string,
): Promise<InventoryPage> {
  if (scope.farmIds.length === 0) {
    return { data: [], meta: { page: query.page, per_page: query.per_page, total: 0, unfiltered_total: 0 } };
  }
  const farmIds = [...scope.farmIds].sort();
  const revision = knownRevision ?? (await cache.revisionOf(db, farmIds));
  // Every cached answer is keyed by the scope: an inputs-only list counts other rows than the farm's.
  const base = [farmIds, revision, scope.itemType ?? null];
  const search = query.search?.trim().toLowerCase() ?? '';
  const normalized = { ...query, search };
  const key = JSON.stringify([...base, scope.withFarmName ?? false, normalized]);
  return cache.get(key, () => computePage(db, cache, { ...scope, farmIds }, normalized, base));
}

async function computePage(
  db: Database,
  cache: ListCache,
  scope: ListScope,
  query: InventoryQuery & { search: string },
  base: unknown[],
): Promise<InventoryPage> {
  const { page, per_page, search } = query;
  const filters = filterConditions(query);
  const inScope = scopeCondition(scope);
  const countWhere = (where: SQL | undefined) => async () => {
    const [row] = await db.select({ n: count() }).from(inventoryItems).where(where);
    return row?.n ?? 0;
  };
  const unfilteredTotal = () => cache.get(JSON.stringify([...base, 'all']), countWhere(inScope));
  if (filters === null) {
    return { data: [], meta: { page, per_page, total: 0, unfiltered_total: await unfilteredTotal() } };
  }

  const where = and(inScope, ...filters)!;
  const offset = (page - 1) * per_page;
  let data;
  let total: number;
  if (search) {
    const found = await searchPage(
      db,
      and(where, ilike(inventoryItems.searchText, likePattern(search)))!,
      query,
    );
    data = await itemsByIds(db, found.ids, scope.withFarmName);
    total = found.total;
  } else {
    const rows = await selectItems(db)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(per_page)
      .offset(offset);
    data = rows.map((row) => toItemDto(row, { withFarmName: scope.withFarmName }));
    // A page that is not full ends the list, so it tells the total without counting.
    total =
      data.length > 0 && data.length < per_page
        ? offset + data.length
        : await cache.get(JSON.stringify([...base, 'count', filterKey(query)]), countWhere(where));
  }
  const filtered = search !== '' || filters.length > 0;
  return {
    data,
    meta: { page, per_page, total, unfiltered_total: filtered ? await unfilteredTotal() : total },
  };
}

const filterKey = (q: InventoryQuery) => JSON.stringify([q.type, q.category, q.status, q.location_id]);

async function searchPage(db: Database, where: SQL, query: InventoryQuery) {
  const descending = query.sort.startsWith('-');
  const column = sql.identifier(query.sort.replace(/^-/, ''));
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const [row] = await queryRows<{ total: number; ids: string[] | null }>(
    db,
    sql`
    with m as materialized (
      select id, name, quantity, updated_at from inventory_items where ${where}
    )
    select (select count(*) from m)::int as total,
      array(select id from m order by ${column} ${dir}, id ${dir}
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}) as ids`,
  );
  return { total: Number(row?.total ?? 0), ids: (row?.ids ?? []).map(String) };
}
