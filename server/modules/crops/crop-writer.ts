// The wrapper every crops write goes through: the farm permission check (404 to a non-member, 403 naming the
// permission), then one transaction that honours an Idempotency-Key like the inventory writes
// (server/lib/idempotency.ts), so a retried request applies once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import type { Idempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';
import { surfaceOf } from '@/server/modules/activity/surface';
import { assertPermission, requireFarmPermission } from '@/server/modules/farms/farm-access';
import { dayOf } from '@/server/modules/inventory/inventory-status';
import type { AlertTally } from '@/server/modules/inventory/inventory-write';
import { currentUser } from '@/server/plugins/auth';
import type { CropWrite } from './crop-write';

export interface CropRouteOptions extends RouteOptions {
  idempotency: Idempotency;
}

export function createCropWriter({ ctx, idempotency }: CropRouteOptions) {
  return async function write<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    farmId: string,
    permissions: FarmPermission | FarmPermission[],
    status: number,
    work: (w: CropWrite) => Promise<T>,
  ): Promise<T> {
    const [first, ...more] = ([] as FarmPermission[]).concat(permissions);
    const userId = currentUser(request).id;
    const access = await requireFarmPermission(ctx.db, userId, farmId, first!);
    for (const permission of more) assertPermission(access, permission);
    const surface = surfaceOf(request);
    const alerts: AlertTally = { recorded: 0 };
    const answer = await idempotency.run(request, reply, async (db) => {
      alerts.recorded = 0;
      const now = ctx.clock.now();
      const w: CropWrite = { db, farmId: access.farm.id, userId, surface, now, today: dayOf(now), alerts };
      return { status, body: await work(w) };
    });
    // A harvest into stock may raise stock alerts: they reach the bell now (docs/product/notifications.md).
    if (alerts.recorded > 0) await ctx.notifications.alertsAfterWrite(access.farm.id);
    return answer;
  };
}
