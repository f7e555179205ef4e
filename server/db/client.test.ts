// Migrations: the committed set applies cleanly and re-applying is a no-op (PostgreSQL's several-instances case
// is in migrate-lock.pg-test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, writeEpochOf, type Database } from '@/server/db/client';
import { openTestDatabase } from '@/server/test/database';

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
