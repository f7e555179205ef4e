// The varied inventory list requests of the benchmark's cache-miss load: what farmers type and pick, each
// request with a filter and search seen nowhere before in the run, so the per-farm-revision answer cache
// (docs/decisions/009) cannot serve it and every request runs the list query itself. Deterministic: the same
// seed gives the same requests in the same order, on every machine and for both databases.
import { CATEGORIES_BY_TYPE, ITEM_STATUSES, ITEM_TYPES } from '@/shared/contracts/inventory-enums';
import { CATALOG, LOCATIONS, SUPPLIERS } from './inventory-seed';

/** mulberry32: a small, fast, seeded generator of floats in [0, 1). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (random: Random, p: number) => random() < p;

/** Weighted choice: [weight, value] pairs. */
function weighted<T>(random: Random, options: [number, T][]): T {
  let r = random() * options.reduce((sum, [w]) => sum + w, 0);
  for (const [w, value] of options) if ((r -= w) < 0) return value;
  return options.at(-1)![1];
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9%:.]+/)
    .filter(Boolean);
type Entry = (typeof CATALOG)[number];
const nameWords = (entries: readonly Entry[]) => [
  ...new Set(entries.flatMap(([name]) => words(name)).filter((w) => w.length >= 3)),
];
const SUPPLIER_WORDS = [...new Set(SUPPLIERS.flatMap(words))];

/** A word or the start of one, as typed; sometimes capitalised (the server ignores case). */
function fragment(random: Random, word: string) {
  const cut = chance(random, 0.5)
    ? word
    : word.slice(0, 3 + Math.floor(random() * Math.max(1, word.length - 2)));
  return chance(random, 0.2) ? cut[0]!.toUpperCase() + cut.slice(1) : cut;
}

/**
 * What goes in the search box: names, suppliers, categories, lot numbers, two words, typos, short starts.
 * Names come from `entries`: mostly what the type and category filters show, as a farmer searches within them.
 */
function searchTerm(random: Random, entries: readonly Entry[]): string {
  return weighted<() => string>(random, [
    [30, () => fragment(random, pick(random, nameWords(entries)))],
    [10, () => fragment(random, pick(random, SUPPLIER_WORDS))],
    [5, () => fragment(random, pick(random, Object.values(CATEGORIES_BY_TYPE).flat()).toLowerCase())],
    // Lot numbers run 000001 to the farm's size: a whole one, its start, or digits from its middle.
    [
      20,
      () => {
        const lot = String(1 + Math.floor(random() * 100_000)).padStart(6, '0');
        return weighted(random, [
          [2, `lot ${lot}`],
          [2, `lot ${lot.slice(0, 3 + Math.floor(random() * 3))}`],
          [1, lot.slice(1, 4 + Math.floor(random() * 3))],
        ]);
      },
    ],
    [
      12,
      () => {
        const [name] = pick(random, entries);
        const parts = words(name);
        const at = Math.floor(random() * Math.max(1, parts.length - 1));
        return parts.slice(at, at + 2).join(' ');
      },
    ],
    // Nothing matches: a typo or a thing the farm does not keep.
    [
      5,
      () =>
        Array.from({ length: 4 + Math.floor(random() * 3) }, () => pick(random, [...'bcdfgkmprstvwz'])).join(
          '',
        ),
    ],
    // One or two letters, typed before a pause (too short for a trigram).
    [
      3,
      () => pick(random, [...'abcdeiklmnoprstu']) + (chance(random, 0.6) ? pick(random, [...'aeiou']) : ''),
    ],
  ])();
}

export interface ListQuery {
  type?: string;
  category?: string;
  location_id?: string;
  status?: string;
  search?: string;
  sort: string;
  page: number;
  per_page: number;
}

/** Filters and a search as a farmer sets them; sort and paging as people use them (mostly the first pages). */
function randomQuery(random: Random, locationIds: string[]): ListQuery {
  const type = chance(random, 0.45) ? pick(random, ITEM_TYPES) : undefined;
  const categories: readonly string[] = type
    ? CATEGORIES_BY_TYPE[type]
    : Object.values(CATEGORIES_BY_TYPE).flat();
  const category = chance(random, 0.3) ? pick(random, categories) : undefined;
  const shown = CATALOG.filter(([, t, c]) => (!type || t === type) && (!category || c === category));
  const entries = shown.length > 0 && chance(random, 0.7) ? shown : CATALOG;
  return {
    type,
    category,
    location_id: chance(random, 0.25) ? pick(random, locationIds) : undefined,
    status: chance(random, 0.35) ? pick(random, ITEM_STATUSES) : undefined,
    search: chance(random, 0.85) ? searchTerm(random, entries) : undefined,
    sort: weighted(random, [
      [10, 'name'],
      [2, '-name'],
      [2, 'quantity'],
      [3, '-quantity'],
      [1, 'updated_at'],
      [3, '-updated_at'],
    ]),
    page: weighted(random, [
      [70, 1],
      [15, 2],
      [8, 3 + Math.floor(random() * 3)],
      [5, 6 + Math.floor(random() * 15)],
      [2, 21 + Math.floor(random() * 180)],
    ]),
    per_page: weighted(random, [
      [80, 25],
      [8, 10],
      [7, 50],
      [5, 100],
    ]),
  };
}

/** The cache's view of a request: the server trims and lowercases the search (inventory-list.ts). */
const cacheKey = (q: ListQuery) =>
  JSON.stringify([
    q.type,
    q.category,
    q.location_id,
    q.status,
    q.search?.trim().toLowerCase() ?? '',
  ] as const);

export const queryString = (q: ListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) if (value !== undefined) params.set(key, String(value));
  return `?${params.toString()}`;
};

/**
 * An endless supply of list paths, no two with the same filters and search (so neither the page nor the count
 * can come from the cache). `next()` answers the next path; `seen` how many were handed out.
 */
export function missingQueries(farmId: string, locationIds: string[], seed = 20261124) {
  const random = seededRandom(seed);
  const used = new Set<string>();
  const locations = locationIds.slice(0, LOCATIONS.length);
  const draw = () => {
    for (;;) {
      const q = randomQuery(random, locations);
      const key = cacheKey(q);
      if (used.has(key)) continue;
      used.add(key);
      return q;
    }
  };
  return {
    draw,
    next: () => `/api/farms/${farmId}/inventory${queryString(draw())}`,
    get seen() {
      return used.size;
    },
  };
}
