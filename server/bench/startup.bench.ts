// Budget: the built server (dist/server/server.mjs, as `npm start` runs it; docs/decisions/033) answers
// GET /api/health with 200 within 2 s of being spawned. Each run starts it on a free port with a fresh copy of a
// migrated embedded database (a restart, the usual case: a new folder would add PGlite's initdb), polls
// /api/health every 20 ms from the spawn and stops it. The budget holds for the median of RUNS runs, every run
// printed: the machine is shared, and one slow run says more about the machine than about the server.
// For comparison it prints the same for the sources under tsx's loader (`npm run serve`, what `npm start` ran
// before), and for `npm start` itself when every build is current (its fingerprint check and wrapper included),
// the variants taking turns. Beside each wall-clock figure, the CPU time the server used until its first answer:
// on a shared machine the steadier figure of what starting costs.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsStale } from '../../scripts/lib/build-state.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import { openDatabase } from '../db/client';

const BUDGET_MS = 2_000;
const RUNS = 5;
const COMPARISON_RUNS = 3;
const GIVE_UP_MS = 60_000;
const BUNDLE = 'dist/server/server.mjs';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'shamba-bench-startup-'));
const template = path.join(workDir, 'template');

const CLOCK_TICKS = 100; // Linux's USER_HZ, what /proc/<pid>/stat counts in

/** CPU milliseconds (user and system) a process has used so far; NaN without /proc. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1000;
  } catch {
    return Number.NaN;
  }
}

interface Start {
  /** Spawn to the first 200 of /api/health. */
  ms: number;
  /** CPU time the spawned process used until then: steadier than `ms` on a shared machine. */
  cpuMs: number;
}

/** Spawns `args`, polls /api/health until it answers 200, and stops the process again. */
async function timeToHealthy(args: string[], run: number): Promise<Start> {
  const dataDir = path.join(workDir, `data-${run}`);
  cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, args, {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      if (server.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${server.exitCode}`);
      const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.status,
        () => 0,
      );
      if (status === 200) return { ms: performance.now() - started, cpuMs: cpuMs(server.pid!) };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${args.join(' ')} did not answer /api/health within ${GIVE_UP_MS} ms`);
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Variant {
  label: string;
  args: string[];
  runs: number;
  /** The CPU figure is the spawned process's own: meaningless for a wrapper whose child does the work. */
  ownCpu: boolean;
  starts: Start[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs the variants in turns, so whatever else the machine runs weighs on all of them alike. */
async function measure(variants: Variant[]) {
  let run = 0;
  for (let round = 0; round < Math.max(...variants.map((v) => v.runs)); round++) {
    for (const variant of variants) {
      if (round < variant.runs) variant.starts.push(await timeToHealthy(variant.args, run++));
    }
  }
  for (const v of variants) {
    const ms = median(v.starts.map((s) => s.ms));
    const cpu = v.ownCpu
      ? `${median(v.starts.map((s) => s.cpuMs))
          .toFixed(0)
          .padStart(5)} ms CPU`
      : '     (wrapper)';
    const all = v.starts.map((s) => s.ms.toFixed(0)).join(', ');
    console.log(`  ${ms.toFixed(0).padStart(6)} ms median ${cpu}  ${v.label}  (runs: ${all} ms)`);
  }
}

let ok = false;
try {
  if (!existsSync(BUNDLE))
    throw new Error(`${BUNDLE} is missing: run \`npm run build:server\` (npm run bench does).`);
  const database = await openDatabase({ dataDir: template });
  await database.migrate();
  await database.close();

  console.log(`Time from spawn to the first 200 of /api/health (budget: median within ${BUDGET_MS} ms)`);
  const built: Variant = { label: `node ${BUNDLE}`, args: [BUNDLE], runs: RUNS, ownCpu: true, starts: [] };
  const variants: Variant[] = [
    built,
    {
      label: 'node --import tsx server/server.ts (the sources, for comparison)',
      args: ['--import', 'tsx', 'server/server.ts'],
      runs: COMPARISON_RUNS,
      ownCpu: true,
      starts: [],
    },
  ];
  if ((['web', 'widgets', 'server'] as const).some((name) => buildIsStale(name))) {
    console.log('  (npm start not measured: a build is stale, and the benchmark does not rebuild it)');
  } else {
    variants.push({
      label: 'node scripts/start.mjs (npm start: fingerprints, wrapper, built server)',
      args: ['scripts/start.mjs'],
      runs: COMPARISON_RUNS,
      ownCpu: false,
      starts: [],
    });
  }
  await measure(variants);
  const builtMs = median(built.starts.map((s) => s.ms));
  ok = builtMs <= BUDGET_MS;
  console.log(ok ? '  within budget' : `  OVER BUDGET: the built server took ${builtMs.toFixed(0)} ms`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
