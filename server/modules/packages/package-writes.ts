// Changing packages (docs/product/packages.md "For administrators"). Each change is one transaction with its
// activity-log entry; afterwards every account's cached entitlements are forgotten, as any account may be on
// the package or fall back to it.
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '@/server/context';
import type { Database } from '@/server/db/client';
import { packagePrices, packages, subscriptionPayments, subscriptions } from '@/server/db/schema/billing';
import { HttpError, fieldError, isUniqueViolation } from '@/server/lib/http-error';
import { forgetEntitlements } from '@/server/modules/entitlements/entitlement-cache';
import { recordPlatformAction, type PlatformAction } from '@/server/modules/platform-staff/platform-audit';
import type {
  CreatePackageInput,
  Package,
  PackageLimitsInput,
  UpdatePackageInput,
} from '@/shared/contracts/packages';
import type { PackageFeature } from '@/shared/contracts/platform-enums';
import { packageById } from './package-store';

type Ctx = Pick<ServerContext, 'db' | 'clock'>;
type Actor = PlatformAction['actor'];
type Limits = z.output<typeof PackageLimitsInput>;
type Prices = z.output<typeof CreatePackageInput>['prices'];

const notFound = () => new HttpError(404, 'This package does not exist.', { code: 'package_not_found' });
const nameTaken = () => fieldError('name', 'Another package already has this name.', 'package_name_taken');

function limitColumns(limits: Limits) {
  const columns: Partial<typeof packages.$inferInsert> = {};
  if (limits.farms !== undefined) columns.maxFarms = limits.farms;
  if (limits.items !== undefined) columns.maxItems = limits.items;
  if (limits.staff !== undefined) columns.maxStaff = limits.staff;
  if (limits.sms_per_month !== undefined) columns.smsPerMonth = limits.sms_per_month;
  if (limits.ai_requests_per_month !== undefined) columns.aiRequestsPerMonth = limits.ai_requests_per_month;
  return columns;
}

async function nameIsTaken(db: Database, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(
      and(sql`lower(${packages.name}) = lower(${name})`, exceptId ? ne(packages.id, exceptId) : undefined),
    );
  return Boolean(row);
}

async function replacePrices(db: Database, packageId: string, prices: Prices) {
  await db.delete(packagePrices).where(eq(packagePrices.packageId, packageId));
  if (prices.length === 0) return;
  await db.insert(packagePrices).values(
    prices.map((price) => ({
      packageId,
      currency: price.currency,
      interval: price.interval,
      amountMinor: price.amount_minor,
    })),
  );
}

/** Runs a change and its log entry together, then forgets every cached entitlement and answers the package. */
async function change(
  ctx: Ctx,
  id: string | (() => string),
  work: (tx: Database) => Promise<void>,
): Promise<Package> {
  try {
    await ctx.db.transaction(async (tx) => work(tx as unknown as Database));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  forgetEntitlements(ctx.db);
  const found = await packageById(ctx.db, typeof id === 'string' ? id : id());
  if (!found) throw notFound();
  return found;
}

async function existing(db: Database, id: string) {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) throw notFound();
  return row;
}

export async function createPackage(
  ctx: Ctx,
  input: z.output<typeof CreatePackageInput>,
  actor: Actor,
): Promise<Package> {
  if (await nameIsTaken(ctx.db, input.name)) throw nameTaken();
  const [{ next } = { next: 0 }] = await ctx.db
    .select({ next: sql<number>`coalesce(max(${packages.sortOrder}) + 1, 0)::int` })
    .from(packages);
  let id = '';
  return change(
    ctx,
    () => id,
    async (tx) => {
      const [row] = await tx
        .insert(packages)
        .values({
          name: input.name,
          description: input.description || null,
          trialDays: input.trial_days,
          ...limitColumns(input.limits),
          features: input.features,
          isPublic: input.is_public,
          sortOrder: next,
        })
        .returning({ id: packages.id });
      id = row!.id;
      await replacePrices(tx, id, input.prices);
      await recordPlatformAction(tx, {
        actor,
        module: 'packages',
        action: 'create',
        targetType: 'package',
        targetId: id,
        summary: `Created the package ${input.name}`,
        details: { trial_days: input.trial_days, features: input.features, prices: input.prices },
      });
    },
  );
}

export async function updatePackage(
  ctx: Ctx,
  id: string,
  input: z.output<typeof UpdatePackageInput>,
  actor: Actor,
): Promise<Package> {
  const before = await existing(ctx.db, id);
  if (input.name !== undefined && (await nameIsTaken(ctx.db, input.name, id))) throw nameTaken();
  return change(ctx, id, async (tx) => {
    await tx
      .update(packages)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description || null }),
        ...(input.trial_days !== undefined && { trialDays: input.trial_days }),
        ...(input.limits && limitColumns(input.limits)),
        ...(input.features && { features: input.features }),
        ...(input.is_public !== undefined && { isPublic: input.is_public }),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(packages.id, id));
    if (input.prices) await replacePrices(tx, id, input.prices);
    await recordPlatformAction(tx, {
      actor,
      module: 'packages',
      action: 'edit',
      targetType: 'package',
      targetId: id,
      summary: `Changed the package ${input.name ?? before.name}`,
      details: { changed: Object.keys(input) },
    });
  });
}

/** Archived packages keep their subscribers but leave /pricing and cannot be chosen; restoring undoes it. */
export async function setArchived(ctx: Ctx, id: string, archived: boolean, actor: Actor): Promise<Package> {
  const before = await existing(ctx.db, id);
  return change(ctx, id, async (tx) => {
    await tx
      .update(packages)
      .set({
        archivedAt: archived ? ctx.clock.now() : null,
        ...(archived && { isDefault: false }),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(packages.id, id));
    await recordPlatformAction(tx, {
      actor,
      module: 'packages',
      action: 'edit',
      targetType: 'package',
      targetId: id,
      summary: `${archived ? 'Archived' : 'Restored'} the package ${before.name}`,
      details: { archived },
    });
  });
}

/** Only a package nobody has ever subscribed to or paid for may be deleted; the others are archived. */
export async function deletePackage(ctx: Ctx, id: string, actor: Actor): Promise<void> {
  const before = await existing(ctx.db, id);
  const [used] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(or(eq(subscriptions.packageId, id), eq(subscriptions.nextPackageId, id)));
  const [paid] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.packageId, id));
  if ((used?.n ?? 0) > 0 || (paid?.n ?? 0) > 0) {
    throw new HttpError(409, 'This package has subscribers or payments: archive it instead of deleting it.', {
      code: 'package_in_use',
    });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(packages).where(eq(packages.id, id));
    await recordPlatformAction(tx as unknown as Database, {
      actor,
      module: 'packages',
      action: 'delete',
      targetType: 'package',
      targetId: id,
      summary: `Deleted the package ${before.name}`,
    });
  });
  forgetEntitlements(ctx.db);
}

/** New accounts start their trial on the default package; at most one is (a partial unique index). */
export async function makeDefault(ctx: Ctx, id: string, actor: Actor): Promise<Package> {
  const before = await existing(ctx.db, id);
  if (before.archivedAt) {
    throw new HttpError(409, 'An archived package cannot be the default: restore it first.', {
      code: 'package_archived',
    });
  }
  return change(ctx, id, async (tx) => {
    await tx.update(packages).set({ isDefault: false }).where(eq(packages.isDefault, true));
    await tx.update(packages).set({ isDefault: true, updatedAt: ctx.clock.now() }).where(eq(packages.id, id));
    await recordPlatformAction(tx, {
      actor,
      module: 'packages',
      action: 'edit',
      targetType: 'package',
      targetId: id,
      summary: `Made ${before.name} the default package`,
    });
  });
}

/** Puts the named packages first, in the order given; the others keep their order after them. */
export async function reorderPackages(ctx: Ctx, ids: string[], actor: Actor): Promise<void> {
  const rows = await ctx.db
    .select({ id: packages.id })
    .from(packages)
    .orderBy(packages.sortOrder, packages.createdAt);
  const known = new Set(rows.map((row) => row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown)
    throw fieldError('ids', 'One of the packages does not exist; reload the list.', 'package_not_found');
  const order = [...new Set(ids), ...rows.map((row) => row.id).filter((id) => !ids.includes(id))];
  await ctx.db.transaction(async (tx) => {
    for (const [index, id] of order.entries()) {
      await tx.update(packages).set({ sortOrder: index }).where(eq(packages.id, id));
    }
    await recordPlatformAction(tx as unknown as Database, {
      actor,
      module: 'packages',
      action: 'edit',
      targetType: 'package',
      summary: 'Changed the order of the packages',
      details: { ids: order },
    });
  });
  forgetEntitlements(ctx.db);
}

/** Turns one feature on or off for one package (the /admin/features matrix). */
export async function setPackageFeature(
  ctx: Ctx,
  id: string,
  feature: PackageFeature,
  enabled: boolean,
  actor: Actor,
): Promise<void> {
  const before = await existing(ctx.db, id);
  const features = new Set(before.features);
  if (enabled) features.add(feature);
  else features.delete(feature);
  await change(ctx, id, async (tx) => {
    await tx
      .update(packages)
      .set({ features: [...features], updatedAt: ctx.clock.now() })
      .where(eq(packages.id, id));
    await recordPlatformAction(tx, {
      actor,
      module: 'features',
      action: 'edit',
      targetType: 'package',
      targetId: id,
      summary: `${enabled ? 'Turned on' : 'Turned off'} ${feature} for ${before.name}`,
      details: { feature, enabled },
    });
  });
}
