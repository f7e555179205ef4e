// Migrations: the committed set applies cleanly and re-applying is a no-op (PostgreSQL's several-instances case
// is in migrate-lock.pg-test.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, writeEpochOf, type Database } from '@/server/db/client';
import {
  DataDirInUseError,
  LOCK_FILE,
  LOCK_STALE_MS,
  lockDataDir,
  processStart,
  type LockOwner,
} from '@/server/db/data-dir-lock';
import { openTestDatabase } from '@/server/test/database';
import { seedServerDatabase } from '@/server/test/server-process';

/** The first column of the first row (PGlite and node-postgres both answer `{ rows }`). */
async function scalar(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}
const migrationsApplied = (db: Database) =>
  scalar(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
const userCount = (db: Database) => scalar(db, sql`select count(*)::int as n from users`);

describe('migrations', () => {
  it('re-applying the migrations to a migrated database changes nothing', async () => {
    const handle = await openTestDatabase();
    try {
      const before = await migrationsApplied(handle.db);
      expect(before).toBeGreaterThan(0);
      await handle.migrate();
      expect(await migrationsApplied(handle.db)).toBe(before);
    } finally {
      await handle.close();
    }
  });

  it('opens and migrates an embedded database in a folder whose parent does not exist yet', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shamba-open-'));
    try {
      const handle = await openDatabase({ dataDir: path.join(dir, 'nested', 'data') });
      expect(handle.kind).toBe('pglite');
      await handle.migrate();
      expect(await userCount(handle.db)).toBe(0);
      await handle.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('writeEpochOf (PGlite: any write this process makes)', () => {
  it('stays put for reads and moves for a write, a raw statement and a transaction', async () => {
    const handle = await openTestDatabase();
    try {
      const epoch = writeEpochOf(handle.db);
      if (handle.kind === 'postgres') {
        // Other instances write to PostgreSQL too: nothing may be cached on what this one did.
        expect(epoch).toBeNull();
        return;
      }
      expect(epoch).not.toBeNull();
      const at = epoch!();
      await userCount(handle.db);
      await handle.db.execute(sql`select 1 as n`);
      expect(epoch!()).toBe(at);

      await handle.db.execute(sql`create temporary table epoch_probe (n int)`);
      const afterCreate = epoch!();
      expect(afterCreate).toBeGreaterThan(at);
      await handle.db.execute(sql`  insert into epoch_probe values (1)`);
      expect(epoch!()).toBeGreaterThan(afterCreate);
      const beforeTransaction = epoch!();
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`update epoch_probe set n = 2`);
      });
      expect(epoch!()).toBeGreaterThan(beforeTransaction);
    } finally {
      await handle.close();
    }
  });
});

describe('one process per embedded database (DATA_DIR/shamba.lock)', () => {
  const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'shamba-lock-'));
  const writeLock = (dir: string, owner: Partial<LockOwner>, touchedMsAgo = 0) => {
    const file = path.join(dir, LOCK_FILE);
    writeFileSync(file, JSON.stringify(owner));
    const at = new Date(Date.now() - touchedMsAgo);
    utimesSync(file, at, at);
  };
  const lockOwner = (dir: string) => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockOwner;
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

  it('refuses a second open of a folder in use, and opens it again once closed', async () => {
    const seeded = await seedServerDatabase();
    if (!seeded.dataDir) return void (await seeded.remove()); // PostgreSQL run: no embedded folder to seed
    try {
      const first = await openDatabase({ dataDir: seeded.dataDir });
      expect(lockOwner(seeded.dataDir).pid).toBe(process.pid);
      const second = openDatabase({ dataDir: seeded.dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(second).rejects.toThrow(/stop the server first, or set DATABASE_URL/);
      await first.close();
      expect(existsSync(path.join(seeded.dataDir, LOCK_FILE))).toBe(false);
      const again = await openDatabase({ dataDir: seeded.dataDir });
      expect(await userCount(again.db)).toBe(0);
      await again.close();
    } finally {
      await seeded.remove();
    }
  });

  it('refuses a folder another live process holds, naming it and saying what to do', () => {
    const dir = tempDir();
    try {
      const owner = process.ppid; // alive for as long as this test runs
      writeLock(dir, { pid: owner, hostname: os.hostname(), start: processStart(owner), token: 'other' });
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`in another Shamba process \\(pid ${owner}\\)\\. .*stop the server first`),
      );
      expect(lockOwner(dir).token).toBe('other');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over a stale lock: its process is gone, its pid went to another process, or it is old', () => {
    const here = os.hostname();
    const stale: [string, Partial<LockOwner>, number][] = [
      ['dead pid', { pid: deadPid(), hostname: here, start: '1' }, 0],
      ['recycled pid', { pid: process.ppid, hostname: here, start: 'not-its-start' }, 0],
      ['own pid, earlier run', { pid: process.pid, hostname: here, start: null }, 0],
      ['another host, untouched', { pid: 1, hostname: 'elsewhere.example' }, LOCK_STALE_MS + 1_000],
      ['damaged, untouched', {}, LOCK_STALE_MS + 1_000],
    ];
    for (const [name, owner, age] of stale) {
      const dir = tempDir();
      try {
        writeLock(dir, owner, age);
        const lock = lockDataDir(dir);
        expect(lockOwner(dir).pid, name).toBe(process.pid);
        lock.release();
        expect(existsSync(path.join(dir, LOCK_FILE)), name).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    // A lock from another machine that is kept fresh belongs to a running server there.
    const dir = tempDir();
    try {
      writeLock(dir, { pid: 1, hostname: 'elsewhere.example' }, 1_000);
      expect(() => lockDataDir(dir)).toThrow(/on elsewhere\.example/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
