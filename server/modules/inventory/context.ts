// What the inventory route modules share: one list cache and one idempotency service per app, and the write
// wrapper every POST/PUT/DELETE goes through (access check → idempotent transaction).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmAccess } from '@/server/modules/farms/farm-access';
import type { ListCache } from './inventory-list-cache';
import { dayOf } from './inventory-status';
import type { InventoryWrite } from './inventory-write';
import type { Idempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';

export interface InventoryRouteOptions extends RouteOptions {
  lists: ListCache;
  idempotency: Idempotency;
}

export function createWriter({ ctx, idempotency }: InventoryRouteOptions) {
  /** Runs a farm write for a member allowed to change inventory; answers `status` with what `work` returns. */
  return async function write<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    farmId: string,
    status: number,
    work: (w: InventoryWrite) => Promise<T>,
  ): Promise<T> {
    const access = await requireFarmAccess(ctx.db, currentUser(request).id, farmId, 'inventory', 'write');
    const userId = currentUser(request).id;
    return idempotency.run(request, reply, async (db) => {
      const now = ctx.clock.now();
      return { status, body: await work({ db, farmId: access.farm.id, userId, now, today: dayOf(now) }) };
    });
  };
}

export type InventoryWriter = ReturnType<typeof createWriter>;
