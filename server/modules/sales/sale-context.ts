// What every sale write works with, and the wrapper each POST goes through: the caller's access to the farm (404
// for a non-member, 403 naming the permission), then one transaction claimed by the request's Idempotency-Key when
// it has one (server/lib/idempotency.ts), so a point of sale retrying a queued sale applies it once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import type { Idempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { surfaceOf } from '@/server/modules/activity/surface';
import { requireFarmPermission, type FarmAccess } from '@/server/modules/farms/farm-access';
import { dayOf } from '@/server/modules/inventory/inventory-status';
import type { AlertTally, InventoryWrite } from '@/server/modules/inventory/inventory-write';
import { farmToday } from '@/server/modules/tasks/farm-calendar';

/** A sale write moves stock (an inventory write) and money, for a member with access to the farm. */
export interface SaleWrite extends InventoryWrite {
  access: FarmAccess;
  /** The member's name as the sale records it (created_by_name). */
  userName: string;
  alerts: AlertTally;
  /** The farm's own calendar day (farms.timezone): the cash book's day and an invoice's issue date. */
  farmDay: string;
}

export interface SaleRouteOptions extends RouteOptions {
  idempotency: Idempotency;
}

export function createSaleWriter({ ctx, idempotency }: SaleRouteOptions) {
  /** Runs a farm write for a member whose role grants `permission`; answers `status` with what `work` returns. */
  return async function write<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    farmId: string,
    permission: FarmPermission,
    status: number,
    work: (w: SaleWrite) => Promise<T>,
  ): Promise<T> {
    const { id: userId, name: userName } = currentUser(request);
    const access = await requireFarmPermission(ctx.db, userId, farmId, permission);
    const surface = surfaceOf(request);
    const alerts: AlertTally = { recorded: 0 };
    const answer = await idempotency.run(request, reply, async (db) => {
      alerts.recorded = 0; // a retried transaction counts afresh
      const now = ctx.clock.now();
      const w: SaleWrite = {
        db,
        farmId: access.farm.id,
        userId,
        userName,
        surface,
        now,
        today: dayOf(now),
        farmDay: farmToday(now, access.farm.timezone),
        alerts,
        access,
      };
      return { status, body: await work(w) };
    });
    // Stock a sale took may have crossed a reorder level: the alert reaches the bell now.
    if (alerts.recorded > 0) await ctx.notifications.alertsAfterWrite(access.farm.id);
    return answer;
  };
}
