// HTTP helpers of the inventory benchmark: the real server in its own process, a session, and the calls the
// benchmark makes besides the load itself.
import { spawn } from 'node:child_process';
import { freePort, waitForHttp } from '../../scripts/lib/ports.mjs';
import { BENCH_EMAIL, BENCH_PASSWORD } from './inventory-seed';

/** The built server (dist/server/server.mjs, as `npm start` runs it; npm run bench builds it) with production
 *  defaults on a free loopback port. */
export async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server/server.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, { timeoutMs: 120_000, isAlive: () => server.exitCode === null });
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  };
  return { origin, stop };
}

/** Headers of the seeded farmer's session. */
export async function signIn(origin: string) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

export interface BenchFarm {
  origin: string;
  headers: Record<string, string>;
  farmId: string;
  locationId: string;
}

/** A new input holding `quantity` bags; answers its URL. */
export async function addItem(farm: BenchFarm, name: string, quantity: number) {
  const res = await fetch(`${farm.origin}/api/farms/${farm.farmId}/inventory`, {
    method: 'POST',
    headers: farm.headers,
    body: JSON.stringify({
      farm_id: farm.farmId,
      item_type: 'input',
      name,
      category: 'Fertilizer',
      unit: 'bags',
      quantity,
      storage_location_id: farm.locationId,
    }),
  });
  if (res.status !== 201) throw new Error(`add item failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { id: string } };
  return `${farm.origin}/api/farms/${farm.farmId}/inventory/${data.id}`;
}

export const consume = (farm: BenchFarm, itemUrl: string, quantity = 1) =>
  fetch(`${itemUrl}/consume`, {
    method: 'POST',
    headers: farm.headers,
    body: JSON.stringify({ quantity }),
  }).then(
    async (r) => (await r.arrayBuffer(), r.status),
    () => 0,
  );

/** 500 consumes of 1 at once from a new item holding 100: answers the count of each status and what is left. */
export async function consumeRace(farm: BenchFarm) {
  const itemUrl = await addItem(farm, 'Race DAP', 100);
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: 500 }, () => consume(farm, itemUrl)));
  const ms = performance.now() - started;
  const counts: Record<string, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  const item = (await (await fetch(itemUrl, { headers: farm.headers })).json()) as {
    data: { quantity: string };
  };
  return { counts, left: item.data.quantity, ms };
}
