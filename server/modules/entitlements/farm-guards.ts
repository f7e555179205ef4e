// The checks as the farm-scoped routes use them (docs/decisions/040): on a farm the paying account is its owner.
// Each runs after the route's own permission check, so a refusal never tells a stranger about a farm's package.
import type { ServerContext } from '@/server/context';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import type { PackageFeature, PackageLimit } from '@/shared/contracts/platform-enums';
import { requireFeature, requireRoomFor } from './guards';

type Ctx = Pick<ServerContext, 'db' | 'clock'>;

/** The caller's permission on the farm (403/404 as usual), then the owner's room for one more of `limit`. */
export async function requireRoomOnFarm(
  ctx: Ctx,
  actorId: string,
  farmId: string,
  permission: FarmPermission,
  limit: PackageLimit,
  options: Parameters<typeof requireRoomFor>[3] = {},
): Promise<void> {
  const { farm } = await requireFarmPermission(ctx.db, actorId, farmId, permission);
  await requireRoomFor(ctx, farm.ownerId, limit, options);
}

/** The caller's permission on the farm, then the owner's package must turn `feature` on. */
export async function requireFeatureOnFarm(
  ctx: Ctx,
  actorId: string,
  farmId: string,
  permission: FarmPermission,
  feature: PackageFeature,
): Promise<void> {
  const { farm } = await requireFarmPermission(ctx.db, actorId, farmId, permission);
  await requireFeature(ctx, farm.ownerId, feature);
}
