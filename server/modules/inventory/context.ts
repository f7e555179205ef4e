// What the inventory route modules share: one list cache and one idempotency service per app, and the write
// wrapper every POST/PUT/DELETE goes through (access check → idempotent transaction).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '@/server/plugins/auth';
import { surfaceOf } from '@/server/modules/activity/surface';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import type { ListCache } from './inventory-list-cache';
import { dayOf } from './inventory-status';
import type { AlertTally, InventoryWrite } from './inventory-write';
import type { Idempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';

export interface InventoryRouteOptions extends RouteOptions {
  lists: ListCache;
  idempotency: Idempotency;
}

export function createWriter({ ctx, idempotency }: InventoryRouteOptions) {
  /** Runs a farm write for a member whose role grants `permission`; answers `status` with what `work` returns. */
  return async function write<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    farmId: string,
    permission: FarmPermission,
    status: number,
    work: (w: InventoryWrite) => Promise<T>,
  ): Promise<T> {
    const access = await requireFarmPermission(ctx.db, currentUser(request).id, farmId, permission);
    const userId = currentUser(request).id;
    const surface = surfaceOf(request);
    const alerts: AlertTally = { recorded: 0 };
    const answer = await idempotency.run(request, reply, async (db) => {
      alerts.recorded = 0; // a retried transaction counts afresh
      const now = ctx.clock.now();
      const w = { db, farmId: access.farm.id, userId, surface, now, today: dayOf(now), alerts };
      return { status, body: await work(w) };
    });
    // Committed: the alerts it raised go to the bell now, not at the next minute (docs/product/notifications.md).
    if (alerts.recorded > 0) await ctx.notifications.alertsAfterWrite(access.farm.id);
    return answer;
  };
}

export type InventoryWriter = ReturnType<typeof createWriter>;
