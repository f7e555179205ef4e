// Live stock for the inventory and storage widgets (docs/product/widgets.md "Live updates"): after a write that
// changed a farm's items, `inventory-changed` with the farm's id goes to the farm's stock channel, which only widget
// sessions of that farm with inventory:read may join (widget-realtime-routes.ts). The widgets then load their page
// again through the widget API, so the event carries nothing a key could not read.
//
// Which writes changed the items is the database's to say: every change to a farm's items bumps its inventory
// revision in the same transaction, whoever makes it (migration 0005, server/modules/inventory/revision-cache.ts).
// After each successful write on a farm's routes (`/api/farms/:farmId/…`, the widgets' own consume and transfer),
// once its answer is sent and so its transaction committed, the farm's revision is read: the event goes out when it
// moved since this process last announced it. Reads wait a moment, so a burst of writes on one farm is one event.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  farmInventoryChannel,
  INVENTORY_CHANGED_EVENT,
  type InventoryChangedPayload,
} from '@/shared/contracts/realtime-channels';
import type { ServerContext } from '@/server/context';
import { revisionCacheOf } from '@/server/modules/inventory/revision-cache';

/** Long enough to fold a burst of writes (a stock count of many items) into one event, short enough to feel live. */
export const STOCK_EVENT_DELAY_MS = 150;
/** Farms whose last announced revision is kept; past it the memory starts again (one extra event per farm). */
const REMEMBERED_FARMS = 10_000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The farm a widget write changed: its routes name the key, not the farm. */
const widgetWrites = new WeakMap<FastifyRequest, string>();
export const noteWidgetStockWrite = (request: FastifyRequest, farmId: string) =>
  void widgetWrites.set(request, farmId);

function farmOf(request: FastifyRequest): string | undefined {
  const fromWidget = widgetWrites.get(request);
  if (fromWidget) return fromWidget;
  const farmId = (request.params as { farmId?: unknown } | undefined)?.farmId;
  return typeof farmId === 'string' && UUID.test(farmId) ? farmId : undefined;
}

export function announceStockChanges(app: FastifyInstance, ctx: ServerContext) {
  if (!app.hasDecorator('realtime')) return;
  const revisions = revisionCacheOf(ctx.db);
  const announced = new Map<string, string>();
  const waiting = new Map<string, NodeJS.Timeout>();

  async function announce(farmId: string) {
    waiting.delete(farmId);
    const revision = await revisions.revisionOf(farmId);
    if (announced.get(farmId) === revision) return;
    if (announced.size >= REMEMBERED_FARMS) announced.clear();
    announced.set(farmId, revision);
    const payload: InventoryChangedPayload = { farm_id: farmId };
    // Failures are logged by the publisher; the widgets' next load shows the change anyway.
    await app.realtime.publisher.publish(farmInventoryChannel(farmId), INVENTORY_CHANGED_EVENT, payload);
  }

  // On the root instance: the hook reaches every route of every module, registered before or after it.
  app.addHook('onResponse', (request, reply, done) => {
    const farmId = WRITES.has(request.method) && reply.statusCode < 400 ? farmOf(request) : undefined;
    if (farmId && !waiting.has(farmId)) {
      const timer = setTimeout(() => {
        announce(farmId).catch((error: unknown) =>
          ctx.log.warn({ err: error, farmId }, 'stock change not announced to the widgets'),
        );
      }, STOCK_EVENT_DELAY_MS);
      timer.unref();
      waiting.set(farmId, timer);
    }
    done();
  });
  app.addHook('onClose', async () => {
    for (const timer of waiting.values()) clearTimeout(timer);
    waiting.clear();
  });
}
