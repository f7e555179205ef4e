// Helpers for the widgets' browser suite: a farm with stock and embed keys made through the real API, and a tiny
// static web server on another port playing the partner's site (another origin than the Shamba server).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EmbedKeyResponseSchema, type EmbedKey, type EmbedScope } from '../../shared/contracts/embed';
import { embedSnippet, type WidgetTag } from '../../shared/embed/widget-files';
import { registerByApi } from './support/accounts';
import { baseURL } from './support/browser';

export interface WidgetFarm {
  token: string;
  farmId: string;
  userId: string;
  locations: { store: string; cold: string };
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function seedWidgetFarm(name: string): Promise<WidgetFarm> {
  const account = await registerByApi({});
  const { token } = { token: account.access_token };
  const farm = await api<{ data: { id: string } }>(token, 'POST', '/api/farms', { name });
  const farmId = farm.data.id;
  const location = async (locationName: string) =>
    (
      await api<{ data: { id: string } }>(token, 'POST', '/api/inventory/storage-locations', {
        name: locationName,
        location_type: 'Warehouse',
        farm_id: farmId,
        capacity: 500,
        capacity_unit: 'kg',
        address: 'By the shed',
      })
    ).data.id;
  const store = await location('Main store');
  const cold = await location('Cold room');
  await api(token, 'POST', `/api/farms/${farmId}/inventory`, {
    farm_id: farmId,
    item_type: 'input',
    name: 'DAP Fertilizer',
    category: 'Fertilizer',
    quantity: 400,
    unit: 'kg',
    storage_location_id: store,
  });
  return { token, farmId, userId: account.user.id, locations: { store, cold } };
}

export async function createKey(
  farm: WidgetFarm,
  origins: string[],
  scopes: EmbedScope[],
): Promise<EmbedKey> {
  const body = await api<unknown>(farm.token, 'POST', '/api/embed-keys', {
    name: 'Partner site',
    farm_id: farm.farmId,
    allowed_origins: origins,
    scopes,
  });
  return EmbedKeyResponseSchema.parse(body).data;
}

export const revokeKey = (farm: WidgetFarm, key: EmbedKey) =>
  api(farm.token, 'DELETE', `/api/embed-keys/${key.id}`);

/** A notification about the farm: the only kind its widgets show (docs/product/widgets.md). */
export const sendTestNotification = (farm: WidgetFarm, message: string) =>
  api(farm.token, 'POST', '/api/test-notification', {
    message,
    type: 'general',
    category: 'test',
    farm_id: farm.farmId,
  });

/** One of the farm's items by name, as the web app's inventory list gives it. */
export async function findItem(farm: WidgetFarm, name: string): Promise<{ id: string; quantity: number }> {
  const page = await api<{ data: { id: string; name: string; quantity: string }[] }>(
    farm.token,
    'GET',
    `/api/farms/${farm.farmId}/inventory?search=${encodeURIComponent(name)}`,
  );
  const item = page.data.find((i) => i.name === name);
  if (!item) throw new Error(`no item named ${name}`);
  return { id: item.id, quantity: Number(item.quantity) };
}

/** The farmer records a use of stock in the web app (or the extension): a change made away from the widgets. */
export const consumeByApi = (farm: WidgetFarm, itemId: string, quantity: number) =>
  api(farm.token, 'POST', `/api/farms/${farm.farmId}/inventory/${itemId}/consume`, { quantity });

/** The farmer reads everything in the web app (or the extension). */
export const markAllRead = (farm: WidgetFarm) => api(farm.token, 'POST', '/api/notification-logs/read-all');

/** A partner's page: the snippets of the given widgets, pasted as they are, and optional page CSS. */
export function partnerPage(key: string, tags: WidgetTag[], css = ''): string {
  const snippets = tags.map((tag) => embedSnippet(baseURL(), key, tag).split('\n'));
  return `<!doctype html><html><head><meta charset="utf-8"><title>Co-op site</title>
<style>${css}</style>${snippets[0]![0]}</head><body><h1>Our partner farm</h1>
${snippets.map((s) => s[1]).join('\n<p>Between the widgets.</p>\n')}
<p id="after">After the widgets.</p></body></html>`;
}

/** A static site on another port (a different origin from the Shamba server): path → HTML. */
export async function startPartnerSite(): Promise<{
  origin: string;
  pages: Map<string, string>;
  close(): Promise<void>;
}> {
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const html = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    pages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
