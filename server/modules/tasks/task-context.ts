// What every task write works with, and the wrapper each POST/PATCH/DELETE goes through: the caller's access to
// the farm (404 for a non-member, 403 naming the permission), then one transaction, claimed by the request's
// Idempotency-Key when it has one (server/lib/idempotency.ts), so a retried completion answers as the first did.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import type { Idempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { surfaceOf } from '@/server/modules/activity/surface';
import { requireFarmPermission, type FarmAccess } from '@/server/modules/farms/farm-access';
import { dayOf } from '@/server/modules/inventory/inventory-status';
import type { AlertTally, InventoryWrite } from '@/server/modules/inventory/inventory-write';

/** A task write is an inventory write too (completing consumes stock), plus the caller's access to the farm. */
export interface TaskWrite extends InventoryWrite {
  access: FarmAccess;
  alerts: AlertTally;
}

export interface TaskRouteOptions extends RouteOptions {
  idempotency: Idempotency;
}

export function createTaskWriter({ ctx, idempotency }: TaskRouteOptions) {
  /** Runs a farm write for a member whose role grants `permission`; answers `status` with what `work` returns. */
  return async function write<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    farmId: string,
    permission: FarmPermission,
    status: number,
    work: (w: TaskWrite) => Promise<T>,
  ): Promise<T> {
    const userId = currentUser(request).id;
    const access = await requireFarmPermission(ctx.db, userId, farmId, permission);
    const surface = surfaceOf(request);
    const alerts: AlertTally = { recorded: 0 };
    const answer = await idempotency.run(request, reply, async (db) => {
      alerts.recorded = 0; // a retried transaction counts afresh
      const now = ctx.clock.now();
      const w: TaskWrite = {
        db,
        farmId: access.farm.id,
        userId,
        surface,
        now,
        today: dayOf(now),
        alerts,
        access,
      };
      return { status, body: await work(w) };
    });
    // Stock a completion took may have crossed a reorder level: the alert reaches the bell now.
    if (alerts.recorded > 0) await ctx.notifications.alertsAfterWrite(access.farm.id);
    return answer;
  };
}

export type TaskWriter = ReturnType<typeof createTaskWriter>;
