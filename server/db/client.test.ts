// Migrations: the committed set applies cleanly, re-applying is a no-op, and on PostgreSQL several instances
// starting at once take turns (advisory lock) instead of failing on each other's half-made tables.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, wrapPool, type Database } from '@/server/db/client';
import { databaseUrl } from '@/server/test/database-url';
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

  const template = inject('serverDbTemplate');
  it.runIf(template.kind === 'postgres')(
    'lets several instances migrate one empty PostgreSQL at once',
    async () => {
      if (template.kind !== 'postgres') return;
      const name = `${template.prefix}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: template.adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const url = databaseUrl(template.adminUrl, name);
        const instances = [1, 2, 3].map(() => wrapPool(new pg.Pool({ connectionString: url, max: 2 })));
        await Promise.all(instances.map((i) => i.migrate()));
        expect(await migrationsApplied(instances[0]!.db)).toBeGreaterThan(0);
        expect(await userCount(instances[0]!.db)).toBe(0);
        await Promise.all(instances.map((i) => i.close()));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
