// A stand-in for the widget API in unit tests: answers fetch the way /api/widget/{key}/… does (session exchange,
// inventory, storage, notifications, consume), and records the calls. End-to-end tests use the real server.
import { vi } from 'vitest';
import type { EmbedScope, WidgetSession } from '@/shared/contracts/embed';
import type { Language } from '@/shared/contracts/languages';
import type { InventoryItem } from '@/shared/contracts/inventory';
import type { NotificationLog } from '@/shared/contracts/notifications';
import type { StorageLocation } from '@/shared/contracts/storage-locations';

export interface FakeWidgetServer {
  calls: { method: string; path: string; body: unknown }[];
  items: InventoryItem[];
  locations: StorageLocation[];
  notifications: NotificationLog[];
  /** The page's origin is not on the key's list: every call fails like a CORS refusal. */
  refuse: boolean;
  /** The key owner's language, sent with the session. */
  language: Language;
  /** What a new session carries, and what a write checks: change it to narrow the creator's role mid-session. */
  scopes: EmbedScope[];
}

export function installFakeWidgetServer(scopes: EmbedScope[], initial: Partial<FakeWidgetServer> = {}) {
  const server: FakeWidgetServer = {
    calls: [],
    items: [],
    locations: [],
    notifications: [],
    refuse: false,
    language: 'en',
    scopes,
    ...initial,
  };
  const session = (): WidgetSession => ({
    token: 'session-token',
    expires_at: '2030-01-01T00:00:00.000Z',
    scopes: server.scopes,
    farm: { id: 'farm-1', name: 'Kilima Farm' },
    user_id: 'user-1',
    language: server.language,
  });
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input);
      const method = init.method ?? 'GET';
      // The loader itself is served to every origin: the probe that tells "refused" from "unreachable".
      if (url.pathname.endsWith('.js') || method === 'HEAD') return new Response('', { status: 200 });
      const path = url.pathname.replace(/^\/api\/widget\/[^/]+\//, '');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      server.calls.push({ method, path: `${path}${url.search}`, body });
      if (server.refuse) throw new TypeError('Failed to fetch');
      if (path === 'session') return json(session(), 201);
      if (path === 'storage-locations') return json({ data: server.locations });
      if (path === 'notifications') {
        const unread = server.notifications.filter((n) => n.read_at === null).length;
        const rows = url.searchParams.get('unread')
          ? server.notifications.filter((n) => !n.read_at)
          : server.notifications;
        return json({
          data: rows,
          meta: { page: 1, per_page: 20, total: rows.length, unfiltered_total: rows.length },
          unread_count: unread,
        });
      }
      if (path === 'inventory') {
        const status = url.searchParams.get('status');
        const rows = status ? server.items.filter((i) => i.status === status) : server.items;
        return json({
          data: rows,
          meta: { page: 1, per_page: 10, total: rows.length, unfiltered_total: server.items.length },
        });
      }
      const consume = /^inventory\/([^/]+)\/consume$/.exec(path);
      if (consume && method === 'POST') {
        if (!server.scopes.includes('inventory:write'))
          return json({ message: 'This embed key does not allow: Change inventory.' }, 403);
        const item = server.items.find((i) => i.id === consume[1])!;
        const quantity = Number((body as { quantity: string }).quantity);
        if (!(quantity > 0))
          return json(
            { message: 'Some fields need fixing.', errors: { quantity: ['Enter a quantity above 0.'] } },
            422,
          );
        const updated = { ...item, quantity: (Number(item.quantity) - quantity).toFixed(2) };
        server.items = server.items.map((i) => (i.id === item.id ? updated : i));
        return json({
          success: true,
          message: `Used ${quantity} ${item.unit} of ${item.name}.`,
          data: updated,
        });
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return server;
}

/** A storage location as the widget API sends it. */
export function makeLocation(
  id: string,
  name: string,
  overrides: Partial<StorageLocation> = {},
): StorageLocation {
  return {
    id,
    farm_id: 'farm-1',
    name,
    type: 'Shed',
    capacity: '500',
    capacity_unit: 'kg',
    current_utilization: '0',
    storage_conditions: { temperature_controlled: false, humidity_controlled: false },
    address: 'Near the gate',
    description: null,
    status: 'active',
    security_level: 'standard',
    parent_location_id: null,
    item_count: 0,
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  } as StorageLocation;
}
