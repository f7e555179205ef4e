// A PostgreSQL of its own for a benchmark: Debian's binaries (the newest of /usr/lib/postgresql/*/bin), a data
// folder and socket in a temp folder, a free loopback port; removed by `stop`. As .ci/run starts one for the
// suite: as the postgres user when this runs as root (initdb refuses root).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/ports.mjs';

const DEBIAN_BINARIES = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or undefined. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(DEBIAN_BINARIES)) return undefined;
  const versions = readdirSync(DEBIAN_BINARIES)
    .filter((v) => existsSync(path.join(DEBIAN_BINARIES, v, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  const newest = versions.at(-1);
  return newest ? path.join(DEBIAN_BINARIES, newest, 'bin') : undefined;
}

export const INSTALL_POSTGRES =
  "PostgreSQL is not installed: this benchmark starts a throwaway one from Debian's binaries " +
  '(/usr/lib/postgresql/*/bin). Install them with `sudo apt-get install -y postgresql`, or point ' +
  'BENCH_DATABASE_URL at a PostgreSQL database.';

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(INSTALL_POSTGRES);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shamba-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
  const data = path.join(dir, 'data');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } catch {
        // Already stopped: nothing left to do but remove the folder.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
