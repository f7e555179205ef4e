// Budget: the built server (dist/server/server.mjs, as `npm start` runs it; docs/decisions/033) holds at most
// 150 MB of resident memory when idle on PostgreSQL: the figure for an instance of a deployment that runs several
// on one database. It starts a throwaway PostgreSQL (Debian's binaries; BENCH_DATABASE_URL uses an existing
// database instead), starts the server against it once to migrate, then again, lets it idle IDLE_MS after its first
// 200 of /api/health and reads its VmRSS (and its peak, VmHWM) from /proc. Without PostgreSQL it says what to
// install and fails. (The embedded database, PGlite, keeps PostgreSQL itself inside the process: its figure is
// several times larger and not this budget's.)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { freePort, waitForHttp } from '../../scripts/lib/ports.mjs';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

const BUDGET_MB = 150;
const IDLE_MS = 5_000;
const BUNDLE = 'dist/server/server.mjs';

/** VmRSS and VmHWM of a process, in MB (Linux /proc). */
function residentMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Starts the built server on `databaseUrl`, idles it, reads its memory and stops it. */
async function idleServer(databaseUrl: string) {
  const port = await freePort();
  const server = spawn(process.execPath, [BUNDLE], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, {
      timeoutMs: 60_000,
      isAlive: () => server.exitCode === null,
    });
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return residentMb(server.pid!);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

let ok = false;
let postgres: ThrowawayPostgres | undefined;
try {
  if (!existsSync(BUNDLE))
    throw new Error(`${BUNDLE} is missing: run \`npm run build:server\` (npm run bench does).`);
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    postgres = await startThrowawayPostgres();
    url = postgres.url;
  }
  const first = await idleServer(url);
  const idle = await idleServer(url);
  console.log(
    `Resident memory of the built server, idle ${IDLE_MS / 1000} s on PostgreSQL (budget ${BUDGET_MB} MB)`,
  );
  console.log(
    `  ${first.rss.toFixed(1).padStart(6)} MB  first start (it applied the migrations; peak ${first.peak.toFixed(1)} MB)`,
  );
  console.log(`  ${idle.rss.toFixed(1).padStart(6)} MB  restart, idle (peak ${idle.peak.toFixed(1)} MB)`);
  ok = Math.max(first.rss, idle.rss) <= BUDGET_MB;
  console.log(
    ok ? '  within budget' : `  OVER BUDGET by ${(Math.max(first.rss, idle.rss) - BUDGET_MB).toFixed(1)} MB`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  postgres?.stop();
}
process.exit(ok ? 0 : 1);
