// One process per embedded database (docs/decisions/003-embedded-database.md): PGlite keeps its folder's state
// in memory, so a second process writing the same DATA_DIR loses its writes or corrupts the first one's. Whoever
// opens DATA_DIR first writes DATA_DIR/shamba.lock naming itself; anyone else refuses at once, unless that lock
// is stale (docs/architecture.md "One process per embedded database").
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'shamba.lock';
/** The owner touches its lock this often, so a lock from another machine or container can be judged by age. */
export const LOCK_HEARTBEAT_MS = 5_000;
/** A lock not touched for this long is stale even when its owner cannot be checked (another host). */
export const LOCK_STALE_MS = 30_000;

export interface LockOwner {
  pid: number;
  hostname: string;
  /** Linux: the owner's start time in clock ticks since boot, so a recycled pid is not taken for the owner. */
  start: string | null;
  token: string;
  since: string;
}

export class DataDirInUseError extends Error {
  readonly code = 'database_in_use';
  constructor(
    readonly dataDir: string,
    readonly owner: Partial<LockOwner> | null,
  ) {
    const who =
      owner?.pid === process.pid && owner.hostname === os.hostname()
        ? 'this process'
        : `another Shamba process (pid ${owner?.pid ?? 'unknown'}${
            owner?.hostname && owner.hostname !== os.hostname() ? ` on ${owner.hostname}` : ''
          })`;
    super(
      `The database folder ${dataDir} is already open in ${who}. Only one process may use an embedded ` +
        'database: stop the server first, or set DATABASE_URL to a PostgreSQL database, which several ' +
        'processes can share.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  path: string;
  /** Removes the lock if it is still ours; safe to call twice. */
  release(): void;
}

/** Lock files this process holds, released on exit even when close() was never reached. */
const held = new Map<string, DataDirLock>();
let exitHookInstalled = false;

/** `/proc/<pid>/stat` field 22 (start time); null off Linux or when the process is gone. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state); a zombie has exited and only waits for its parent to reap it.
    if (fields[0] === 'Z') return null;
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // On Linux, an exited process its parent has not reaped yet still answers kill(0).
  return process.platform !== 'linux' || processStart(pid) !== null;
}

function readOwner(file: string): Partial<LockOwner> | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Partial<LockOwner>) : null;
  } catch {
    return null; // being written right now, or damaged: judged by its age
  }
}

/** Whether the lock's owner is certainly gone, so its lock may be taken over. */
export function isStale(owner: Partial<LockOwner> | null, touchedAt: number, now = Date.now()): boolean {
  const old = now - touchedAt > LOCK_STALE_MS;
  if (!owner || typeof owner.pid !== 'number' || owner.hostname !== os.hostname()) return old;
  // Our own pid, in a lock we do not hold: written by an earlier run that had the same pid (a restarted
  // container numbers its processes the same way every time).
  if (owner.pid === process.pid) return true;
  if (!isAlive(owner.pid)) return true;
  const start = processStart(owner.pid);
  if (owner.start && start) return owner.start !== start; // the pid was handed to another process
  return old;
}

function mtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function tryCreate(file: string, owner: LockOwner): boolean {
  try {
    writeFileSync(file, `${JSON.stringify(owner)}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes DATA_DIR's lock (creating the folder), or throws DataDirInUseError naming the owner. A stale lock (its
 * process is gone, or from another host and untouched for LOCK_STALE_MS) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  if (held.has(file)) throw new DataDirInUseError(dataDir, readOwner(file));
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    start: processStart(process.pid),
    token: randomUUID(),
    since: new Date().toISOString(),
  };
  if (!tryCreate(file, owner)) {
    const current = readOwner(file);
    if (!isStale(current, mtime(file))) throw new DataDirInUseError(dataDir, current);
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    // Another process taking over the same stale lock at this moment wins or loses here, never both.
    if (!tryCreate(file, owner)) throw new DataDirInUseError(dataDir, readOwner(file));
  }

  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // The folder went away; nothing to keep fresh.
    }
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();

  const lock: DataDirLock = {
    path: file,
    release() {
      if (held.get(file) !== lock) return;
      held.delete(file);
      clearInterval(heartbeat);
      if (readOwner(file)?.token !== owner.token) return; // taken over meanwhile: not ours to remove
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    },
  };
  held.set(file, lock);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const each of [...held.values()]) each.release();
    });
  }
  return lock;
}
