// Budget: a farm moving from spreadsheets imports 100,000 inventory items in one commit through HTTP in at most 60 s
// (docs/product/imports.md), where adding them one at a time through the API takes about 12 minutes.
// For each database: a farm with two storage locations and a supplier, the built server (or the sources under tsx
// when the bundle is stale) on a free loopback port, then one POST of a 100,000-row CSV to
// /api/farms/{farmId}/imports/items/commit, timed from the first byte sent to the answer. The farm's item list and
// the ledger are then checked to hold every item and every opening-stock movement. BENCH_ROWS changes the size;
// PostgreSQL runs too when BENCH_DATABASE_URL is set (bench-database.ts).
import { CSV_CONTENT_TYPE } from '@/shared/contracts/imports';
import { users } from '../db/schema/auth';
import { farmMembers, farms } from '../db/schema/farms';
import { storageLocations, suppliers } from '../db/schema/storage';
import type { Database } from '../db/client';
import { hashPassword } from '@/server/modules/auth/passwords';
import { signIn, startServer } from './bench-server';
import {
  benchEachDatabase,
  prepareBenchDatabase,
  type BenchDatabaseLabel,
  type BenchTarget,
} from './bench-database';

const BUDGET_S = 60;
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const EMAIL = 'bench-import@example.test';
const PASSWORD = 'bench password 1';

async function seed(db: Database) {
  const [owner] = await db
    .insert(users)
    .values({ name: 'Bench Owner', email: EMAIL, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  const [farm] = await db.insert(farms).values({ ownerId: owner!.id, name: 'Import Farm' }).returning();
  await db.insert(farmMembers).values({ farmId: farm!.id, userId: owner!.id, role: 'owner' });
  await db.insert(storageLocations).values([
    { farmId: farm!.id, name: 'Main store' },
    { farmId: farm!.id, name: 'Cold room' },
  ]);
  await db.insert(suppliers).values({ farmId: farm!.id, name: 'Agrovet Nakuru' });
  return { farmId: farm!.id };
}

const TYPES = [
  ['input', 'Fertilizer', 'kg'],
  ['input', 'Seeds', 'bags'],
  ['product', 'Grains', 'kg'],
  ['product', 'Vegetables', 'kg'],
  ['equipment', 'Tools', 'pieces'],
] as const;

/** A spreadsheet as a farm keeps one: lots and batches, some with a supplier, reorder level or expiry date. */
function csvFile(rows: number): Buffer {
  const lines = [
    'Name,Type,Category,Unit,Quantity,Unit cost,Storage location,Supplier,Expiry date,Reorder level',
  ];
  for (let i = 0; i < rows; i += 1) {
    const [type, category, unit] = TYPES[i % TYPES.length]!;
    const location = i % 3 === 0 ? 'Cold room' : 'Main store';
    const supplier = i % 4 === 0 ? 'Agrovet Nakuru' : '';
    const expiry = type !== 'equipment' && i % 7 === 0 ? `20${27 + (i % 3)}-0${1 + (i % 9)}-15` : '';
    const reorder = i % 5 === 0 ? '10' : '';
    lines.push(
      `${category} lot ${i},${type},${category},${unit},${(i % 500) + 1}.${i % 100},${(i % 900) + 10}.50,${location},${supplier},${expiry},${reorder}`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

async function benchOne(label: BenchDatabaseLabel, target: BenchTarget): Promise<boolean> {
  const seeded = await prepareBenchDatabase(target, 'shamba_bench_import', seed);
  const server = await startServer(seeded.serverEnv);
  try {
    const auth = await signIn(server.origin, EMAIL, PASSWORD);
    const file = csvFile(ROWS);
    console.log(
      `\n${label}, ${server.how}: ${ROWS} items, ${(file.length / 1024 / 1024).toFixed(1)} MB of CSV`,
    );
    const started = performance.now();
    const res = await fetch(`${server.origin}/api/farms/${seeded.farmId}/imports/items/commit`, {
      method: 'POST',
      headers: { ...auth, 'content-type': CSV_CONTENT_TYPE, 'idempotency-key': `bench-${Date.now()}` },
      body: new Uint8Array(file),
    });
    const seconds = (performance.now() - started) / 1000;
    const body = (await res.json()) as { data?: { created: number; movements: number }; message?: string };
    if (res.status !== 201)
      throw new Error(`commit answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
    const list = await fetch(`${server.origin}/api/farms/${seeded.farmId}/inventory?per_page=1`, {
      headers: auth,
    });
    const total = ((await list.json()) as { meta: { total: number } }).meta.total;
    const ok = seconds <= BUDGET_S && body.data?.created === ROWS && total === ROWS;
    console.log(
      `  commit: ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s), ${body.data?.created} items, ` +
        `${body.data?.movements} movements, list total ${total}; budget ${BUDGET_S} s: ${ok ? 'within' : 'OVER'}`,
    );
    return ok;
  } finally {
    await server.stop();
    await seeded.cleanup();
  }
}

await benchEachDatabase('import-items', benchOne);
