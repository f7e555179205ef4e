// The wrapper every contributors and budgets write goes through: the caller's access to the farm (404 for a
// non-member, 403 naming the permission), then one transaction, claimed by the request's Idempotency-Key when it
// has one (server/lib/idempotency.ts), so a retried contribution is recorded once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import { PAYMENT_METHODS } from '@/shared/contracts/money-enums';
import type { Database } from '@/server/db/client';
import { farmFinancialSettings } from '@/server/db/schema/finances';
import type { Idempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { surfaceOf } from '@/server/modules/activity/surface';
import { requireFarmPermission, type FarmAccess } from '@/server/modules/farms/farm-access';
import { farmToday } from '@/server/modules/tasks/farm-calendar';

export interface FinanceWrite {
  db: Database;
  farmId: string;
  userId: string;
  surface: ReturnType<typeof surfaceOf>;
  now: Date;
  access: FarmAccess;
  /** Today in the farm's time zone. */
  farmToday: string;
  currency: string;
}

export interface FinanceRouteOptions extends RouteOptions {
  idempotency: Idempotency;
}

export function createFinanceWriter({ ctx, idempotency }: FinanceRouteOptions) {
  return async function write<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    farmId: string,
    permission: FarmPermission,
    status: number,
    work: (w: FinanceWrite) => Promise<T>,
  ): Promise<T> {
    const userId = currentUser(request).id;
    const access = await requireFarmPermission(ctx.db, userId, farmId, permission);
    const surface = surfaceOf(request);
    return idempotency.run(request, reply, async (db) => {
      const now = ctx.clock.now();
      const w: FinanceWrite = {
        db,
        farmId: access.farm.id,
        userId,
        surface,
        now,
        access,
        farmToday: farmToday(now, access.farm.timezone),
        currency: access.farm.currency,
      };
      return { status, body: await work(w) };
    });
  };
}

/** The payment methods the farm offers (Settings → Financial); every method without a settings row. */
export async function offeredMethods(db: Database, farmId: string): Promise<readonly string[]> {
  const [row] = await db
    .select({ methods: farmFinancialSettings.paymentMethods })
    .from(farmFinancialSettings)
    .where(eq(farmFinancialSettings.farmId, farmId));
  return row?.methods ?? PAYMENT_METHODS;
}

/** The month (1-12) the farm's fiscal year starts; January without a settings row. */
export async function fiscalYearStartMonth(db: Database, farmId: string): Promise<number> {
  const [row] = await db
    .select({ month: farmFinancialSettings.fiscalYearStartMonth })
    .from(farmFinancialSettings)
    .where(eq(farmFinancialSettings.farmId, farmId));
  return row?.month ?? 1;
}
