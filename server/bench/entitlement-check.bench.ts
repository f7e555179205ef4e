// Budget (docs/product/packages.md "Cost"): the package check adds at most 2 ms at p99 to a request at 20
// concurrent clients. The request is the gated part of adding an inventory item, on the embedded database
// (PGlite, in its own thread as the server runs it): the caller's farm permission, then a farm read standing in
// for the route's work. Three kinds of round, alternating so whatever else the machine runs falls on all:
// - without the check;
// - with the check, the owner without a subscription (unrestricted: the cached answer, nothing counted);
// - with the check, the owner on a package with a finite item limit and the point of sale (the cached answer, a
//   feature test and the item count, kept for a few seconds while the account is well inside its limit).
// The added p99 is p99(restricted) − p99(without), the median over the pairs of rounds. BENCH_DURATION_S (default
// 6) sets the length, BENCH_FARMS (default 1,000) the number of farms, each with ITEMS items.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema/auth';
import { packages, subscriptions } from '../db/schema/billing';
import { farmMembers, farms } from '../db/schema/farms';
import { inventoryItems } from '../db/schema/inventory';
import { storageLocations } from '../db/schema/storage';
import { systemClock } from '../lib/clock';
import { requireRoomOnFarm } from '../modules/entitlements/farm-guards';
import { requireFeature } from '../modules/entitlements/guards';
import { requireFarmPermission } from '../modules/farms/farm-access';

const BUDGET_ADDED_P99_MS = 2;
const CLIENTS = 20;
const FARMS = Number(process.env.BENCH_FARMS ?? 1_000);
const ITEMS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 6);
const ROUND_S = 1;

interface Owner {
  farmId: string;
  userId: string;
  restricted: boolean;
}

/** FARMS farms, one owner each, ITEMS items each; every other owner subscribes to a package with limits. */
async function seed(db: Database): Promise<Owner[]> {
  const [pkg] = await db
    .insert(packages)
    .values({ name: 'Bench Growth', maxItems: 1_000, maxFarms: 5, features: ['pos'] })
    .returning({ id: packages.id });
  const owners: Owner[] = [];
  const BATCH = 250;
  const periodEnd = new Date(Date.now() + 30 * 86_400_000);
  for (let start = 0; start < FARMS; start += BATCH) {
    const count = Math.min(BATCH, FARMS - start);
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Owner ${start + i}`,
          email: `bench-entitlement-${start + i}-${randomUUID().slice(0, 6)}@example.test`,
          passwordHash: 'not used',
        })),
      )
      .returning({ id: users.id });
    const farmRows = await db
      .insert(farms)
      .values(people.map((person, i) => ({ ownerId: person.id, name: `Farm ${start + i}` })))
      .returning({ id: farms.id });
    await db
      .insert(farmMembers)
      .values(farmRows.map((farm, i) => ({ farmId: farm.id, userId: people[i]!.id, role: 'owner' })));
    const locations = await db
      .insert(storageLocations)
      .values(farmRows.map((farm) => ({ farmId: farm.id, name: 'Main store' })))
      .returning({ id: storageLocations.id, farmId: storageLocations.farmId });
    await db.insert(inventoryItems).values(
      locations.flatMap((location) =>
        Array.from({ length: ITEMS }, (_, k) => ({
          farmId: location.farmId,
          locationId: location.id,
          itemType: 'input',
          name: `Item ${k}`,
          category: 'Fertilizer',
          unit: 'kg',
          quantity: '10',
          searchText: `item ${k}`,
        })),
      ),
    );
    const restricted = people.filter((_, i) => (start + i) % 2 === 0);
    await db.insert(subscriptions).values(
      restricted.map((person) => ({
        userId: person.id,
        packageId: pkg!.id,
        status: 'active',
        currentPeriodStart: new Date(),
        currentPeriodEnd: periodEnd,
      })),
    );
    farmRows.forEach((farm, i) =>
      owners.push({ farmId: farm.id, userId: people[i]!.id, restricted: (start + i) % 2 === 0 }),
    );
  }
  return owners;
}

/** The route's own work once it may: the farm's locations. */
const farmRead = (db: Database, farmId: string) =>
  db
    .select({ id: storageLocations.id, name: storageLocations.name })
    .from(storageLocations)
    .where(eq(storageLocations.farmId, farmId))
    .orderBy(asc(storageLocations.name));

type Request = (owner: Owner) => Promise<unknown>;

async function round(clients: Owner[], request: Request, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (owner) => {
      while (performance.now() < until) {
        const started = performance.now();
        await request(owner);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const describe = (times: number[]) =>
  `${times.length} calls, p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`;

async function main() {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shamba-bench-entitlement-')), 'data');
  const database = await openDatabase({ dataDir, ownThread: true });
  try {
    await database.migrate();
    const { db } = database;
    const ctx = { db, clock: systemClock };
    const seedStart = performance.now();
    const owners = await seed(db);
    console.log(
      `seeded ${FARMS.toLocaleString('en')} farms with ${ITEMS} items each in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    // As the item route runs it: the package check (with its own permission check first), then the route's
    // permission check and work. The feature test rides along to cover the POS routes' check too.
    const gated = async (owner: Owner, check: boolean) => {
      if (check) {
        await requireRoomOnFarm(ctx, owner.userId, owner.farmId, 'inventory.create', 'items');
        await requireFeature(ctx, owner.userId, 'pos');
      }
      const { farm } = await requireFarmPermission(db, owner.userId, owner.farmId, 'inventory.create');
      return farmRead(db, farm.id);
    };
    const without: Request = (owner) => gated(owner, false);
    const withCheck: Request = (owner) => gated(owner, true);
    const pickClients = (restricted: boolean) =>
      owners.filter((owner) => owner.restricted === restricted).slice(0, CLIENTS);
    const free = pickClients(false);
    const paying = pickClients(true);
    await round(paying, withCheck, 1); // warm-up: JIT, prepared plans, the database's buffers
    await round(free, withCheck, 1);
    const plain: number[] = [];
    const open: number[] = [];
    const limited: number[] = [];
    const differences: number[] = [];
    for (let elapsed = 0; elapsed < DURATION_S; elapsed += 3 * ROUND_S) {
      const a = await round(paying, without, ROUND_S);
      const b = await round(free, withCheck, ROUND_S);
      const c = await round(paying, withCheck, ROUND_S);
      plain.push(...a);
      open.push(...b);
      limited.push(...c);
      differences.push(percentile(c, 99) - percentile(a, 99));
    }
    const added = percentile(differences, 50);
    // For the record: the check by itself, for an owner on a package (what it costs once its answers are kept).
    const checkAlone: Request = async (owner) => {
      await requireRoomOnFarm(ctx, owner.userId, owner.farmId, 'inventory.create', 'items');
      await requireFeature(ctx, owner.userId, 'pos');
    };
    const alone = await round(paying, checkAlone, ROUND_S);
    console.log(`without the check:             ${describe(plain)}`);
    console.log(`check, owner unrestricted:     ${describe(open)}`);
    console.log(`check, owner on a package:     ${describe(limited)}`);
    console.log(`the check alone, on a package: ${describe(alone)}`);
    console.log(
      `the package check adds ${added.toFixed(2)} ms at p99 with ${CLIENTS} concurrent callers (median of ${differences.length} pairs: ${differences.map((d) => d.toFixed(2)).join(', ')}; budget ${BUDGET_ADDED_P99_MS} ms)`,
    );
    process.exitCode = added <= BUDGET_ADDED_P99_MS ? 0 : 1;
  } finally {
    await database.close();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
