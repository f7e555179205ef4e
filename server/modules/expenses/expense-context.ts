// What every expense write works with, and the wrapper each write goes through: the caller's access to the farm
// (404 for a non-member, 403 naming the permission), then one transaction, claimed by the request's
// Idempotency-Key when it has one (server/lib/idempotency.ts), so a retried purchase pays and receives once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import type { Idempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { surfaceOf } from '@/server/modules/activity/surface';
import { requireFarmPermission, type FarmAccess } from '@/server/modules/farms/farm-access';
import { farmToday } from '@/server/modules/tasks/farm-calendar';
import { dayOf } from '@/server/modules/inventory/inventory-status';
import type { AlertTally, InventoryWrite } from '@/server/modules/inventory/inventory-write';

/** An expense write is an inventory write too (buying stock receives it), plus the caller's access. */
export interface ExpenseWrite extends InventoryWrite {
  access: FarmAccess;
  alerts: AlertTally;
  /** Today in the farm's time zone: an expense cannot be dated after it. */
  farmToday: string;
}

export interface ExpenseRouteOptions extends RouteOptions {
  idempotency: Idempotency;
}

export function createExpenseWriter({ ctx, idempotency }: ExpenseRouteOptions) {
  return async function write<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    farmId: string,
    permission: FarmPermission,
    status: number,
    work: (w: ExpenseWrite) => Promise<T>,
  ): Promise<T> {
    const userId = currentUser(request).id;
    const access = await requireFarmPermission(ctx.db, userId, farmId, permission);
    const surface = surfaceOf(request);
    const alerts: AlertTally = { recorded: 0 };
    const answer = await idempotency.run(request, reply, async (db) => {
      alerts.recorded = 0;
      const now = ctx.clock.now();
      const w: ExpenseWrite = {
        db,
        farmId: access.farm.id,
        userId,
        surface,
        now,
        today: dayOf(now),
        alerts,
        access,
        farmToday: farmToday(now, access.farm.timezone),
      };
      return { status, body: await work(w) };
    });
    if (alerts.recorded > 0) await ctx.notifications.alertsAfterWrite(access.farm.id);
    return answer;
  };
}

export type ExpenseWriter = ReturnType<typeof createExpenseWriter>;
