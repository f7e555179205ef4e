// The inventory list (docs/product/inventory.md): filters, search and paging on the server, so a farm with 100,000
// items answers in milliseconds even when the per-farm-revision answer cache (inventory-list-cache.ts) cannot
// serve it (docs/decisions/028; plans measured with server/bench/inventory.bench.ts):
// - Nothing is counted item by item unless a search has digits: "Showing N of M items" is summed from the
//   farm's rows of inventory_item_counts (kept by triggers in the writer's transaction, migration 0009), which
//   also tell how many items a search without digits matches.
// - Knowing how many match decides the plan before any item is read: none, or the page lies past the end: no
//   query. Many: walk the scope in sort order until the page is full. Few: gather them through the filter or
//   trigram indexes and sort them; sorted by name, merge the first items of each search shape the search
//   matches. Every plan answers exactly what one plain query would (list-plans.test.ts).
// - The search text is stored lowercased (migration 0004), so it is matched with LIKE or strpos against the
//   lowercased search: the same rows as ILIKE, at a third of the cost per row.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InventoryPage, InventoryQuerySchema, ItemType } from '@/shared/contracts/inventory';
import { AVAILABLE_STATUSES } from '@/shared/contracts/inventory-enums';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { inventoryItemCounts, inventoryItems } from '@/server/db/schema/inventory';
import type { ListCache } from './inventory-list-cache';
import { itemsByIds, itemsWhereIdIn } from './inventory-items';
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

/** `%`, `_` and `\` typed into the search box match themselves. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns filters read: the items themselves, or their counts (the same names in both tables). */
type FilterColumns = typeof inventoryItems | typeof inventoryItemCounts;

function filterConditions(t: FilterColumns, query: InventoryQuery): SQL[] | null {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(t.itemType, query.type));
  if (query.category) conditions.push(eq(t.category, query.category));
  // "available" is never stored: it selects the usable stock, in stock and not expired (decision 014).
  if (query.status === 'available') conditions.push(inArray(t.status, [...AVAILABLE_STATUSES]));
  else if (query.status) conditions.push(eq(t.status, query.status));
  if (query.location_id) {
    if (!isUuid(query.location_id)) return null; // matches nothing
    conditions.push(eq(t.locationId, query.location_id));
  }
  return conditions;
}

function scopeCondition(t: FilterColumns, { farmIds, itemType }: ListScope): SQL {
  const inFarms = farmIds.length === 1 ? eq(t.farmId, farmIds[0]!) : inArray(t.farmId, farmIds);
  return itemType ? and(inFarms, eq(t.itemType, itemType))! : inFarms;
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
  const search = query.search?.trim().toLowerCase() ?? '';
  const normalized = { ...query, search };
  // Every cached answer is keyed by the scope: an inputs-only list counts other rows than the farm's.
  const key = JSON.stringify([
    farmIds,
    revision,
    scope.itemType ?? null,
    scope.withFarmName ?? false,
    normalized,
  ]);
  const counts = await countRowsOf(db, cache, { ...scope, farmIds }, revision);
  return cache.get(key, () => computePage(db, counts, { ...scope, farmIds }, normalized));
}

/**
 * A search the counts can answer exactly: without digits or '#', it matches an item exactly when it matches the
 * item's search shape (the search text with each run of digits written as '#', migration 0009).
 */
const countable = (search: string) => !/[0-9#]/.test(search);

/** A row of inventory_item_counts: how many of the scope's items share a type, category, status, location and shape. */
interface CountRow {
  itemType: string;
  category: string;
  status: string;
  locationId: string;
  searchShape: string;
  items: number;
}

/**
 * The scope's rows of inventory_item_counts (276 for a farm of 100,000 items), kept under the farms' revision like
 * the pages: every list question of that revision is counted from them without a query (a write that changes a
 * count bumps the revision in its transaction, migration 0005).
 */
function countRowsOf(db: Database, cache: ListCache, scope: ListScope, revision: string) {
  const c = inventoryItemCounts;
  const key = JSON.stringify(['counts', scope.farmIds, revision, scope.itemType ?? null]);
  return cache.get(key, (): Promise<CountRow[]> =>
    db
      .select({
        itemType: c.itemType,
        category: c.category,
        status: c.status,
        locationId: c.locationId,
        searchShape: c.searchShape,
        items: c.items,
      })
      .from(c)
      .where(scopeCondition(c, scope)),
  );
}

/** The filters as a test of a count row (the same as filterConditions on the counts table), or null: no match. */
function countFilter(query: InventoryQuery): ((row: CountRow) => boolean) | null {
  const location = query.location_id?.toLowerCase();
  if (location !== undefined && !isUuid(location)) return null;
  const statuses: readonly string[] | null =
    query.status === 'available' ? AVAILABLE_STATUSES : query.status ? [query.status] : null;
  return (row) =>
    (!query.type || row.itemType === query.type) &&
    (!query.category || row.category === query.category) &&
    (!statuses || statuses.includes(row.status)) &&
    (!location || row.locationId === location);
}

/**
 * How many items the scope holds (M of "Showing N of M items"), how many of them the filters leave and, for a
 * countable search (already lowercased), how many of those it matches and in how many search shapes.
 */
function countItems(rows: CountRow[], passes: (row: CountRow) => boolean, search: string) {
  const counts = { all: 0, filtered: 0, found: 0, indexed: 0, shapes: 0 };
  // Per matching shape: how many of its items pass the filters, and how many the scope holds.
  const shapes = new Map<string, ShapeCount>();
  for (const row of rows) {
    const matches = !search || row.searchShape.includes(search);
    const filtered = passes(row);
    counts.all += row.items;
    if (filtered) counts.filtered += row.items;
    if (matches) counts.indexed += row.items;
    if (matches && search && row.items > 0) {
      const shape = shapes.get(row.searchShape) ?? { passing: 0, scope: 0 };
      shape.scope += row.items;
      if (filtered) shape.passing += row.items;
      shapes.set(row.searchShape, shape);
    }
    if (filtered && matches) counts.found += row.items;
  }
  const matching = new Map([...shapes].filter(([, shape]) => shape.passing > 0));
  counts.shapes = matching.size;
  return { ...counts, shapeCounts: matching };
}

interface ShapeCount {
  /** Items of the shape that pass the filters. */
  passing: number;
  /** Items of the shape in the scope, filtered or not. */
  scope: number;
}

async function computePage(
  db: Database,
  countRows: CountRow[],
  scope: ListScope,
  query: InventoryQuery & { search: string },
): Promise<InventoryPage> {
  const { page, per_page, search } = query;
  const passes = countFilter(query);
  const counts = countItems(countRows, passes ?? (() => false), search && countable(search) ? search : '');
  const meta = { page, per_page, unfiltered_total: counts.all };
  const empty = (total: number) => ({ data: [], meta: { ...meta, total } });
  const filters = filterConditions(inventoryItems, query);
  if (filters === null || passes === null || counts.filtered === 0) return empty(0);

  const where = and(scopeCondition(inventoryItems, scope), ...filters)!;
  const withFarmName = scope.withFarmName ?? false;
  // Known before any item is read, except for a search with digits (the trigram index counts those).
  const total = !search ? counts.filtered : countable(search) ? counts.found : null;
  if (total !== null) {
    if ((page - 1) * per_page >= total) return empty(total);
    const merge = search ? shapeMergePlan(query, counts.shapeCounts) : null;
    const length = walkLength(query, filters.length, total, counts, merge?.cost);
    const walked = length === null ? null : await walkPage(db, where, query, total, length, withFarmName);
    if (walked) return { data: walked, meta: { ...meta, total } };
    const ids =
      merge && merge.cost < gatherCost(query, total, counts)
        ? shapeMergeIds(where, query, merge.shapes)
        : gatherIds(matchesOf(where, search), query);
    return { data: await pageItems(db, ids, query, withFarmName), meta: { ...meta, total } };
  }
  const counted = await countAndGather(db, matchesOf(where, search), query);
  return { data: await itemsByIds(db, counted.ids, withFarmName), meta: { ...meta, total: counted.total } };
}

const matchesOf = (where: SQL, search: string) => (search ? and(where, searchCondition(search))! : where);

/** The sort's column of the items table, named with its table: the location, supplier and farm have names too. */
const SORT_COLUMNS = {
  name: inventoryItems.name,
  quantity: inventoryItems.quantity,
  updated_at: inventoryItems.updatedAt,
} as const;

/** The items of the page `idQuery` picks, read in the same statement, in the sort's order. */
function pageItems(db: Database, idQuery: SQL, query: InventoryQuery, withFarmName: boolean) {
  const column = SORT_COLUMNS[query.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const dir = sql.raw(query.sort.startsWith('-') ? 'desc' : 'asc');
  return itemsWhereIdIn(db, idQuery, [sql`${column} ${dir}`, sql`${inventoryItems.id} ${dir}`], withFarmName);
}

/**
 * The search as the trigram index finds it: LIKE on its longest run of letters and digits, one with digits
 * first (its rarest part, usually: "lot 094106" looks up "094106", not "lot", which every lot holds), and the
 * whole search matched by strpos on the rows the index found. The words are ASCII, so lowercasing them in SQL
 * leaves them as they are: each is part of the lowercased search.
 */
function searchCondition(search: string): SQL {
  const like = (text: string) => sql`${inventoryItems.searchText} like lower(${likePattern(text)})`;
  // Digits first (lot and batch numbers are rare), then length.
  const rank = (word: string) => word.length + (/[0-9]/.test(word) ? 100 : 0);
  const longest = (search.match(/[a-z0-9]+/g) ?? []).reduce((a, b) => (rank(b) > rank(a) ? b : a), '');
  if (longest.length < 3 || longest === search) return like(search);
  return and(like(longest), sql`strpos(${inventoryItems.searchText}, lower(${search})) > 0`)!;
}

/** Filters with an index of their own in name order (inventory_items_farm_type_idx and the like). */
const NAME_ORDERED_FILTERS = ['type', 'category', 'location_id'] as const;

/** What reading an index entry costs against reading an item (measured on both databases, decision 028). */
const INDEX_ENTRY_COST = 1 / 8;

/**
 * How many filtered items to walk in sort order for a page of the `matching` items, or null to gather the
 * matches instead. The counts tell how many items match, which the planner can only guess (it takes filters as
 * independent and cannot know how many items a search matches): when few match, a walk would pass most of the
 * farm, so they are gathered through the filter or trigram indexes and sorted; when many match, the walk
 * reaches the page after reading about (offset + per_page) × filtered / matching items, checking the filters of
 * about (offset + per_page) × scope / matching index entries on the way (the sort indexes carry the filter
 * columns; sorted by name under one filter with its own (farm, filter, name) index, only the filtered ones).
 * Walk when that costs less than reading every match. Matches are not always spread evenly, so the walk is
 * expected to pass a lead first: items of one search shape sort together by name, so sorted by name a search
 * matching k shapes passes about 1 / (k + 1) of what it walks before its first match; a status follows the
 * quantity, so sorted by quantity the walk may pass the whole scope before the first item of a status that
 * sorts last. A search walk stops when it fills the page but reads at most three times what it expects or half
 * the matches, whichever is more, and one that does not fill the page gives way to a gather; without a search
 * every filtered item matches, so the walk reads the page itself.
 */
function walkLength(
  query: InventoryQuery & { search: string },
  filterCount: number,
  matching: number,
  counts: { all: number; filtered: number; indexed: number; shapes: number },
  /** What the cheapest other plan than a gather costs, when there is one (a shape merge). */
  alternative = Infinity,
): number | null {
  const need = query.page * query.per_page;
  const status = Boolean(query.status && query.status !== 'available');
  const oneIndexedFilter = filterCount === 1 && (NAME_ORDERED_FILTERS.some((f) => query[f]) || status);
  const byName = query.sort === 'name' || query.sort === '-name';
  const lead = byName && query.search ? 1 / (counts.shapes + 1) : statusLast(query) ? 1 : 0;
  const share = Math.min(1, lead + need / matching);
  const passed = (byName && oneIndexedFilter ? counts.filtered : counts.all) * share;
  const read = query.search ? counts.filtered * share : need;
  const gather = gatherCost(query, matching, counts);
  if (read + passed * INDEX_ENTRY_COST > Math.min(gather, alternative)) return null;
  if (!query.search) return need;
  return Math.min(counts.filtered, Math.ceil(Math.max(3 * read + query.per_page, gather / 2)));
}

/**
 * What a gather costs: it reads the matches, having found them through the trigram index (an entry for every
 * item the search matches before the filters), or it reads every filtered item when the search is too short for
 * a trigram.
 */
function gatherCost(
  query: InventoryQuery & { search: string },
  matching: number,
  counts: { filtered: number; indexed: number },
): number {
  if (!query.search) return matching;
  const trigram = /[\p{L}\p{N}]{3}/u.test(query.search);
  return trigram ? matching + counts.indexed * INDEX_ENTRY_COST : counts.filtered;
}

/** More shapes than this make more branches than a merge is worth planning. */
const SHAPE_MERGE_MAX = 48;

/**
 * A merge of the matching search shapes, sorted by name: each shape's items lie together in
 * inventory_items_farm_shape_name_idx in name order with the filter columns, so the first (offset + per_page)
 * items of each shape that pass the filters are read straight from the index (the filters checked there, only
 * those items read), and the page is the first of their union. A countable search matches an item exactly when
 * it matches its shape, and the counts name those shapes, so no item is read to test the search. It reads about
 * min(need, passing) items per shape, and passes about need × scope / passing index entries of each to find them.
 */
function shapeMergePlan(query: InventoryQuery & { search: string }, shapes: Map<string, ShapeCount>) {
  const byName = query.sort === 'name' || query.sort === '-name';
  if (!byName || !countable(query.search) || shapes.size === 0 || shapes.size > SHAPE_MERGE_MAX) return null;
  const need = query.page * query.per_page;
  let cost = 0;
  for (const { passing, scope } of shapes.values()) {
    const read = Math.min(need, passing);
    cost += read + Math.min(scope, (read * scope) / passing) * INDEX_ENTRY_COST;
  }
  return { cost, shapes: [...shapes.keys()] };
}

/** The page's ids from the merge of each shape's first items in name order (shapeMergePlan). */
function shapeMergeIds(where: SQL, query: InventoryQuery, shapes: string[]) {
  const { column, dir } = sortParts(query);
  const need = query.page * query.per_page;
  const branches = shapes.map(
    (shape) => sql`(select id, name from inventory_items
      where ${where} and inventory_search_shape(search_text) = ${shape}
      order by ${column} ${dir}, id ${dir} limit ${need})`,
  );
  return sql`select id from (${sql.join(branches, sql` union all `)}) m ${pageOrder(query)}`;
}

/**
 * A status filter whose items sort last in the quantity sort asked for (statusSql: depleted at 0, low under the
 * reorder level, excess over the maximum).
 */
function statusLast(query: InventoryQuery) {
  if (query.sort === 'quantity') return query.status === 'excess';
  if (query.sort === '-quantity') return query.status === 'low' || query.status === 'depleted';
  return false;
}

/**
 * ORDER BY of the sort asked for (a column name of the schema's enum); the id breaks ties both ways, so paging
 * never repeats or skips an item.
 */
const sortParts = (query: InventoryQuery) => ({
  column: sql.identifier(query.sort.replace(/^-/, '')),
  dir: sql.raw(query.sort.startsWith('-') ? 'desc' : 'asc'),
});

/**
 * The page from the first `length` filtered items of the scope in sort order, read until the page is full, or
 * null when they hold too few matches to tell it: then the page needs a gather. Exact either way: the first
 * matches within a prefix of the order are the first matches of all, and `matching` tells a short last page
 * from a walk that stopped early.
 */
async function walkPage(
  db: Database,
  where: SQL,
  query: InventoryQuery & { search: string },
  matching: number,
  length: number,
  withFarmName: boolean,
) {
  const { column, dir } = sortParts(query);
  const offset = (query.page - 1) * query.per_page;
  const matches = query.search ? sql`where strpos(w.search_text, lower(${query.search})) > 0` : sql``;
  const ids = sql`
    select w.id from (
      select id, name, quantity, updated_at, search_text from inventory_items where ${where}
      order by ${column} ${dir}, id ${dir} limit ${length}
    ) w ${matches}
    order by ${column} ${dir}, id ${dir} limit ${query.per_page} offset ${offset}`;
  const items = await pageItems(db, ids, query, withFarmName);
  return items.length === Math.min(query.per_page, matching - offset) ? items : null;
}

/** Sorts the page's slice of the matches of `where` (gathered through the filter or trigram indexes). */
const pageOrder = (query: InventoryQuery) => {
  const { column, dir } = sortParts(query);
  return sql`order by ${column} ${dir}, id ${dir} limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`;
};
const matchingRows = (where: SQL) =>
  sql`select id, name, quantity, updated_at from inventory_items where ${where}`;

/**
 * The ids of one page of the items matching `where`: the matches gathered through the filter or trigram indexes
 * and sorted in memory. OFFSET 0 keeps the planner from walking a sort index instead.
 */
const gatherIds = (where: SQL, query: InventoryQuery) =>
  sql`select id from (${matchingRows(where)} offset 0) m ${pageOrder(query)}`;

/**
 * How many items match `where` (a search with digits, which the counts cannot answer) and the ids of the page:
 * the matches are gathered once (MATERIALIZED) for both.
 */
async function countAndGather(db: Database, where: SQL, query: InventoryQuery) {
  const [row] = await queryRows<{ total: number; ids: string[] | null }>(
    db,
    sql`
    with m as materialized (${matchingRows(where)})
    select (select count(*) from m)::int as total, array(select id from m ${pageOrder(query)}) as ids`,
  );
  return { total: Number(row?.total ?? 0), ids: (row?.ids ?? []).map(String) };
}
