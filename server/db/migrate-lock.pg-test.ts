// On PostgreSQL, several instances starting at once take turns migrating (advisory lock) instead of failing on
// each other's half-made tables. PostgreSQL only: one process owns a PGlite folder (vitest.config.ts runs this
// file when TEST_DATABASE_URL is set).
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { wrapPool } from '@/server/db/postgres';
import { databaseUrl } from '@/server/test/database-url';

async function scalar(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

describe('migrations on PostgreSQL', () => {
  it('lets several instances migrate one empty database at once', async () => {
    const template = inject('serverDbTemplate');
    expect(template.kind).toBe('postgres');
    if (template.kind !== 'postgres') return;
    const name = `${template.prefix}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const instances = [1, 2, 3].map(() =>
        wrapPool(new pg.Pool({ connectionString: databaseUrl(template.adminUrl, name), max: 2 })),
      );
      await Promise.all(instances.map((i) => i.migrate()));
      const db = instances[0]!.db;
      expect(
        await scalar(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      ).toBeGreaterThan(0);
      expect(await scalar(db, sql`select count(*)::int as n from users`)).toBe(0);
      await Promise.all(instances.map((i) => i.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
