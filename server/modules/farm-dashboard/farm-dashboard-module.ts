// GET /api/farms/{farmId}/dashboard (docs/product/dashboard.md): the farmer dashboard of one farm in one answer.
// Every member may open it (farms.view); each block then follows the caller's own permissions, so a worker
// without finances.view gets no money figures (the block is null) rather than a refusal of the whole page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, type FarmPermission } from '@/shared/contracts/farm-permissions';
import { FarmDashboardResponseSchema, type FarmDashboard } from '@/shared/contracts/farm-dashboard';
import type { Database } from '@/server/db/client';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmPermission, type FarmRow } from '@/server/modules/farms/farm-access';
import { dayOf } from '@/server/modules/inventory/inventory-status';
import { memoUntilWrite } from '@/server/modules/inventory/revision-cache';
import { unreadCount } from '@/server/modules/notifications/inbox';
import { farmToday } from '@/server/modules/tasks/farm-calendar';
import { activityBlock, cropsBlock, moneyBlock } from './small-blocks';
import { stockBlock } from './stock-block';
import { tasksBlock } from './tasks-block';

const when = <T>(allowed: boolean, read: () => Promise<T>): Promise<T | null> =>
  allowed ? read() : Promise.resolve(null);

export async function farmDashboard(
  db: Database,
  input: { farm: FarmRow; permissions: readonly FarmPermission[]; userId: string; now: Date },
): Promise<FarmDashboard> {
  const { farm, permissions, userId, now } = input;
  const today = farmToday(now, farm.timezone);
  // Independent reads run together: a PostgreSQL pool answers them at once (PGlite takes them in turn).
  // The small reads are kept until this process next writes anything (PGlite only; memoUntilWrite): a dashboard
  // opened again and again then costs no database call at all. On PostgreSQL they run every time.
  const memo = <T>(key: string, read: () => Promise<T>) => memoUntilWrite(db, `farm-dashboard:${key}`, read);
  const [stock, tasks, crops, money, unread, activity] = await Promise.all([
    // Item statuses count days in UTC (inventory-status.ts todayOf): the same day here.
    when(can(permissions, 'inventory', 'view'), () => stockBlock(db, farm.id, dayOf(now))),
    when(can(permissions, 'tasks', 'view'), () => tasksBlock(db, farm.id, today)),
    when(can(permissions, 'crops', 'view'), () => memo(`crops:${farm.id}`, () => cropsBlock(db, farm.id))),
    when(can(permissions, 'finances', 'view'), () =>
      memo(`money:${farm.id}:${today}`, () => moneyBlock(db, farm, today)),
    ),
    memo(`unread:${userId}`, () => unreadCount(db, userId)),
    // The activity log shows what everyone did: staff.view, as its own page (activity-routes.ts).
    when(can(permissions, 'staff', 'view'), () =>
      memo(`activity:${farm.id}`, () => activityBlock(db, farm.id)),
    ),
  ]);
  return {
    farm: { id: farm.id, name: farm.name, currency: farm.currency, timezone: farm.timezone },
    today,
    stock,
    tasks,
    crops,
    money,
    notifications: { unread },
    activity,
  };
}

export const farmDashboardModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/api/farms/:farmId/dashboard',
    {
      onRequest: app.requireUser,
      config: { farmPermission: 'farms.view' },
      schema: { params: FarmParams, response: { 200: FarmDashboardResponseSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const access = await requireFarmPermission(ctx.db, userId, request.params.farmId, 'farms.view');
      const data = await farmDashboard(ctx.db, {
        farm: access.farm,
        permissions: access.permissions,
        userId,
        now: ctx.clock.now(),
      });
      return { data };
    },
  );
};
