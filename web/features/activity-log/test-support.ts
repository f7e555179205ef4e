// A stand-in for the activity log's API in screen tests: pages served from a list of entries with the server's
// rules (newest first, keyset by id, filters by person and module), and every query it was asked, to check what
// the screen sent.
import type { ApiClient, ApiRequest } from '@/shared/api/client';
import type { ActivityEntry, ActivityPerson } from '@/shared/api/activity-log';

export function makeEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: '1',
    farm_id: 'f1',
    actor_id: 'u1',
    actor_name: 'Wanjiku Kamau',
    surface: 'web',
    module: 'inventory',
    action: 'edit',
    record_type: 'inventory_item',
    record_id: 'item-1',
    summary: 'Edited inventory item Urea 46%',
    before: { name: 'Urea', quantity: '10.00', unit: 'kg' },
    after: { name: 'Urea 46%', quantity: '10.00', unit: 'kg' },
    created_at: '2026-11-24T08:30:00.000Z',
    ...overrides,
  };
}

export function createFakeActivityApi(
  entries: ActivityEntry[],
  people: ActivityPerson[] = [],
  options: { fail?: () => boolean } = {},
) {
  const queries: Record<string, string>[] = [];
  async function request<T>(req: ApiRequest<T>): Promise<T> {
    if (options.fail?.()) throw new Error('Network error occurred');
    if (req.url.endsWith('/people')) return { data: people } as T;
    // Anything else the screen reads (the user's settings) is not served: the screen falls back to defaults.
    if (!req.url.endsWith('/activities')) throw new Error(`not served here: ${req.url}`);
    const query = Object.fromEntries(
      Object.entries(req.params ?? {}).map(([key, value]) => [key, String(value)]),
    );
    queries.push(query);
    const matching = entries
      .filter((e) => !query.person || e.actor_id === query.person)
      .filter((e) => !query.module || e.module === query.module)
      .filter((e) => !query.cursor || Number(e.id) < Number(query.cursor))
      .sort((a, b) => Number(b.id) - Number(a.id));
    const limit = Number(query.limit ?? 50);
    const data = matching.slice(0, limit);
    const next = matching.length > limit ? data[data.length - 1]!.id : null;
    return { data, next_cursor: next } as T;
  }
  const api = {
    baseURL: 'http://test.invalid',
    request,
    get: (url: string, config?: object) => request({ ...config, method: 'get', url }),
  } as unknown as ApiClient;
  return { api, queries };
}
