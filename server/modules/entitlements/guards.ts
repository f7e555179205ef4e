// The checks other modules call (docs/decisions/040): a feature the owner's package lacks is 403, a limit it has
// reached is 402, each naming the package that allows it so the web app can offer the upgrade. The answer's
// details carry the same facts for programs: feature or limit, the package in force, the package to upgrade to.
import type { ServerContext } from '@/server/context';
import { HttpError } from '@/server/lib/http-error';
import type { PackageFeature, PackageLimit } from '@/shared/contracts/platform-enums';
import { entitlementsOf, keepUsage, keptUsage } from './entitlement-cache';
import { packageThatAllows, type Entitlements } from './entitlements';
import { ENTITLEMENT_MESSAGES as M, FEATURE_NAMES, LIMIT_NAMES, fill } from './entitlement-messages';
import { usageOf } from './usage';

type Ctx = Pick<ServerContext, 'db' | 'clock'>;

export const entitlementsFor = (ctx: Ctx, accountId: string): Promise<Entitlements> =>
  entitlementsOf(ctx.db, ctx.clock, accountId);

/** 403 unless the account's package turns the feature on (always passes when no package exists). */
export async function requireFeature(ctx: Ctx, accountId: string, feature: PackageFeature): Promise<void> {
  const entitled = await entitlementsFor(ctx, accountId);
  if (!entitled.restricted || entitled.features.includes(feature)) return;
  const upgrade = await packageThatAllows(ctx.db, { feature });
  const values = {
    feature: FEATURE_NAMES[feature],
    package: entitled.package?.name ?? '',
    upgrade: upgrade?.name ?? '',
  };
  const message = !entitled.package
    ? fill(M.featureAfterTrial, values)
    : upgrade
      ? fill(M.featureNotInPackage, values)
      : fill(M.featureNowhere, values);
  throw new HttpError(403, message, {
    code: 'feature_not_in_package',
    details: { feature, package: entitled.package, upgrade_to: upgrade },
  });
}

/**
 * 402 when adding `adding` more would pass the account's limit. `used` is the count now when the caller has it;
 * otherwise it is counted here (only when the limit is finite, so unlimited accounts pay nothing). `alsoCount`
 * adds what the limit holds beyond usageOf (pending staff invitations), counted only when the limit is finite.
 */
export async function requireRoomFor(
  ctx: Ctx,
  accountId: string,
  limit: PackageLimit,
  options: { adding?: number; used?: number; alsoCount?: (accountId: string) => Promise<number> } = {},
): Promise<void> {
  const entitled = await entitlementsFor(ctx, accountId);
  const allowed = entitled.limits[limit];
  if (!entitled.restricted || allowed === null) return;
  const adding = options.adding ?? 1;
  const now = ctx.clock.now();
  // A count kept from the last few seconds answers while the account is well inside its limit; within the
  // margin (a tenth of the limit, at least 3) every check counts afresh, so the limit itself is exact.
  const key = `${accountId}:${limit}`;
  const countsItself = options.used === undefined && !options.alsoCount;
  const kept = countsItself ? keptUsage(ctx.db, key, now) : null;
  if (kept && kept.used + adding <= allowed - Math.max(3, Math.ceil(allowed / 10))) {
    kept.used += adding;
    return;
  }
  const counted = options.used ?? (await usageOf(ctx.db, accountId, limit, now));
  // What the limit also holds beyond usageOf, e.g. pending staff invitations.
  const used = counted + (options.alsoCount ? await options.alsoCount(accountId) : 0);
  if (used + adding <= allowed) {
    // Counted with the addition about to be made: a failed one only makes the next check count sooner.
    if (countsItself) keepUsage(ctx.db, key, used + adding, now);
    return;
  }
  const upgrade = await packageThatAllows(ctx.db, { limit, atLeast: used + adding - 1 });
  const values = {
    limit: LIMIT_NAMES[limit],
    allowed: String(allowed),
    package: entitled.package?.name ?? '',
    upgrade: upgrade?.name ?? '',
  };
  const message = !entitled.package
    ? fill(M.limitAfterTrial, values)
    : upgrade
      ? fill(M.limitReached, values)
      : fill(M.limitReachedNowhere, values);
  throw new HttpError(402, message, {
    code: 'package_limit_reached',
    details: { limit, allowed, used, package: entitled.package, upgrade_to: upgrade },
  });
}
