// Budget: with 100,000 accounts, searched and filtered pages of GET /api/admin/farmers (25 rows) answer at 20
// concurrent clients with p99 ≤ 50 ms, on PGlite and on PostgreSQL (docs/product/admin-farmers.md "The list").
// The rotation asks what an operator asks: a name, part of an e-mail, part of a phone number, a name with a
// filter (type, status, package, sign-up dates), sorted by name, a later page, and the unsearched list.
// For each database: seed with set-based statements (generate_series), start the server on a free loopback port
// (the built bundle when it is up to date, else the sources under tsx), time each query once alone, warm up 2 s,
// then load the rotation with autocannon from this process. PostgreSQL runs too when BENCH_DATABASE_URL (a
// superuser URL; a scratch database is created and dropped) is set. BENCH_ACCOUNTS and BENCH_DURATION_S change
// size and duration.
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { hashPassword } from '@/server/modules/auth/passwords';
import { signIn, startServer } from './bench-server';
import { benchEachDatabase, prepareBenchDatabase, type BenchTarget } from './bench-database';

const BUDGET_P99_MS = 50;
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 20;
const EMAIL = 'bench-admin@example.test';
const PASSWORD = 'bench password 1';

const FIRST = [
  'Wanjiku',
  'Otieno',
  'Achieng',
  'Kiprono',
  'Mwangi',
  'Njeri',
  'Ouma',
  'Chebet',
  'Mutua',
  'Atieno',
  'Kamau',
  'Wairimu',
  'Kibet',
  'Nyambura',
  'Odhiambo',
  'Jepkosgei',
  'Muthoni',
  'Barasa',
  'Akinyi',
  'Kilonzo',
];
const LAST = [
  'Kamau',
  'Ouma',
  'Mutiso',
  'Wekesa',
  'Koech',
  'Omondi',
  'Gitau',
  'Rotich',
  'Njoroge',
  'Okoth',
  'Karanja',
  'Langat',
  'Maina',
  'Otieno',
  'Cheruiyot',
  'Muriuki',
  'Wambua',
  'Nyaga',
  'Kiprop',
  'Onyango',
];
const words = (list: string[]) => sql.raw(`array[${list.map((w) => `'${w}'`).join(',')}]`);

interface Seeded {
  packageId: string;
}

/**
 * Accounts signed up over three years, in order: four in five farmers, the rest organizations and individuals;
 * most verified, one in 50 suspended; half own a farm, a third have signed in (a token), a third subscribe to
 * one of three packages.
 */
export async function seed(db: Database): Promise<Seeded> {
  await db.insert(users).values({
    name: 'Bench Admin',
    email: EMAIL,
    passwordHash: await hashPassword(PASSWORD),
    userType: 'superadmin',
    emailVerifiedAt: new Date(),
  });
  const packageRows = (await db.execute(sql`
    insert into packages (name, max_farms, max_items) values ('Mbegu', 1, 200), ('Mkulima', 3, 5000), ('Shamba Pro', null, null)
    returning id`)) as unknown as { rows: { id: string }[] };
  const packageIds = sql.raw(`array[${packageRows.rows.map((r) => `'${r.id}'::uuid`).join(',')}]`);
  await db.execute(sql`
    insert into users (name, email, phone_number, password_hash, user_type, email_verified_at, suspended_at,
      suspended_reason, created_at, updated_at)
    select n.first || ' ' || n.last, lower(n.first) || '.' || lower(n.last) || g || '@example.test',
      '+2547' || lpad((abs(hashint4(g)::bigint) % 100000000)::text, 8, '0'), 'x',
      case when g % 10 < 8 then 'farmer' when g % 10 = 8 then 'organization' else 'individual' end,
      case when g % 7 <> 0 then c.at end,
      case when g % 50 = 0 then c.at + interval '30 days' end,
      case when g % 50 = 0 then 'Unpaid for three months' end,
      c.at, c.at
    from generate_series(1, ${ACCOUNTS}::int) g
    cross join lateral (select (${words(FIRST)})[1 + g % 20] as first, (${words(LAST)})[1 + (g / 20) % 20] as last) n
    cross join lateral (select now() - interval '1095 days' + (g::bigint * 1095 * 86400 / ${ACCOUNTS}::int) * interval '1 second' as at) c
    order by g`);
  await db.execute(sql`
    insert into farms (owner_id, name, location)
    select id, name || ' farm', 'Nakuru' from users where user_type <> 'superadmin' and hashint4(hashtext(email)) % 2 = 0`);
  await db.execute(sql`
    insert into access_tokens (token_hash, user_id, created_at, last_used_at)
    select md5(id::text), id, created_at, created_at + interval '3 days' from users
    where user_type <> 'superadmin' and hashint4(hashtext(email)) % 3 = 0`);
  await db.execute(sql`
    insert into subscriptions (user_id, package_id, status)
    select id, (${packageIds})[1 + abs(hashtext(name)) % 3], (array['trialing','active','past_due'])[1 + abs(hashtext(email)) % 3]
    from users where user_type <> 'superadmin' and abs(hashint4(hashtext(email) + 1)) % 3 = 0`);
  for (const table of ['users', 'farms', 'access_tokens', 'subscriptions', 'packages'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { packageId: packageRows.rows[1]!.id };
}

export function rotation(s: Seeded) {
  const year = new Date().getUTCFullYear();
  return [
    '?q=wanjiku',
    '?q=otieno%20kamau',
    '?q=odhiambo',
    '?q=mutua.wekesa',
    '?q=chebet.koech1',
    '?q=njeri.gitau4817',
    '?q=2547123',
    '?q=0412',
    '?q=example.test',
    '?q=kibet&type=farmer',
    '?q=achieng&status=suspended',
    '?q=muthoni&status=unverified',
    `?q=barasa&package=${s.packageId}`,
    '?q=akinyi&package=none',
    `?q=kamau&signed_up_from=${year - 1}-01-01&signed_up_to=${year - 1}-06-30`,
    '?q=kilonzo&sort=name',
    '?q=wairimu&page=4',
    '?status=suspended',
    '?type=organization&sort=name',
    '',
  ].map((query) => `/api/admin/farmers${query}`);
}

async function load(origin: string, headers: Record<string, string>, paths: string[], duration: number) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration,
    headers,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  const line = `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failed} failed`;
  return { p99: result.latency.p99, failed, line };
}

async function benchOne(label: string, target: BenchTarget) {
  const log = (text: string) => console.log(`[${label}] ${text}`);
  log(`seeding ${ACCOUNTS.toLocaleString('en')} accounts…`);
  const seedStart = performance.now();
  const seeded = await prepareBenchDatabase(target, 'shamba_bench_admin_farmers', seed);
  log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const server = await startServer(seeded.serverEnv);
  log(`serving from ${server.how}`);
  try {
    const headers = await signIn(server.origin, EMAIL, PASSWORD);
    const paths = rotation(seeded);
    for (const p of paths) {
      const started = performance.now();
      const res = await fetch(`${server.origin}${p}`, { headers });
      const body = (await res.json()) as {
        data?: unknown[];
        meta?: { total: number; total_capped: boolean };
      };
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`);
      const ms = (performance.now() - started).toFixed(1).padStart(6);
      const total = `${body.meta?.total}${body.meta?.total_capped ? '+' : ''}`.padStart(5);
      const query = decodeURIComponent(p.split('/farmers')[1] ?? '') || '(no search)';
      log(`alone ${ms} ms  ${String(body.data?.length).padStart(3)} rows of ${total}  ${query}`);
    }
    await load(server.origin, headers, paths, 2); // warm-up: JIT and the database's buffers
    const result = await load(server.origin, headers, paths, DURATION_S);
    log(
      `pages: ${result.line} (${CONNECTIONS} connections, ${DURATION_S} s; budget p99 ${BUDGET_P99_MS} ms)`,
    );
    return result.p99 <= BUDGET_P99_MS && result.failed === 0;
  } finally {
    await server.stop();
    await seeded.cleanup();
  }
}

// Run, not imported (a tool may import the seed and the rotation to look at plans).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await benchEachDatabase('admin-farmers', benchOne);
