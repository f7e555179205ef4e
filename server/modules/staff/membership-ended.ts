// After a person is removed from a farm or given a different role: their open realtime subscriptions to the
// farm's channels are checked again and ended where the membership no longer allows them
// (docs/product/staff.md "Who may do what", docs/product/roles-and-permissions.md "Live updates").
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@/server/context';
import { endFarmSubscriptionsWithoutAccess } from '@/server/modules/farms/farm-subscriptions';

/** What the staff service calls once a removal or a role change has committed. */
export type EndFarmAccess = (farmId: string, userIds: string[]) => Promise<void>;

/**
 * The realtime side, bound to the app that holds the sockets. The change has already committed, so a failure here
 * is logged rather than answered: the permission check on every request refuses the person anyway.
 */
export function endFarmAccessWith(
  app: FastifyInstance,
  ctx: Pick<ServerContext, 'db' | 'log'>,
): EndFarmAccess {
  return async (farmId, userIds) => {
    await endFarmSubscriptionsWithoutAccess(app, ctx.db, farmId, userIds).catch((error: unknown) =>
      ctx.log.warn(
        { err: error, farmId },
        'staff: live subscriptions not re-checked after a membership change',
      ),
    );
  };
}
