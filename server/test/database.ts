// A fresh, migrated database for one test file, copied from the template of tests/setup/server-global.ts.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, wrapPglite, type DatabaseHandle } from '@/server/db/client';
import { wrapPool } from '@/server/db/postgres';
import { databaseUrl } from './database-url';

let pgliteDump: Promise<Blob> | undefined;

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('serverDbTemplate');
  if (template.kind === 'pglite') {
    pgliteDump ??= readFile(template.dataDirDump).then((buf) => new Blob([buf]));
    return wrapPglite(await createPglite({ loadDataDir: await pgliteDump }));
  }
  const name = `${template.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.templateName}`);
  } finally {
    await admin.end();
  }
  const handle = wrapPool(new pg.Pool({ connectionString: databaseUrl(template.adminUrl, name), max: 5 }));
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: template.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
