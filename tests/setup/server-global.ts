// Global setup of the server suite (vitest project "server"): migrate ONE template database with the real
// migrations, then every test file opens its own copy (STACK.md: copying a migrated template is far faster
// than migrating each time).
// - Default: a PGlite template, dumped to a file; files open it with PGlite's loadDataDir.
// - TEST_DATABASE_URL (a PostgreSQL superuser URL): a template database; files get CREATE DATABASE … TEMPLATE.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, wrapPglite } from '../../server/db/client';
import { wrapPool } from '../../server/db/postgres';
import { databaseUrl } from '../../server/test/database-url';

export type ServerDbTemplate =
  | { kind: 'pglite'; dataDirDump: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    serverDbTemplate: ServerDbTemplate;
  }
}

async function pgliteTemplate(project: TestProject) {
  const client = await createPglite();
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shamba-server-tests-'));
  const dataDirDump = path.join(dir, 'template.tar');
  writeFileSync(dataDirDump, Buffer.from(await dump.arrayBuffer()));
  project.provide('serverDbTemplate', { kind: 'pglite', dataDirDump });
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, adminUrl: string) {
  const prefix = `shamba_t${randomBytes(4).toString('hex')}`;
  const templateName = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${templateName}`);
  const handle = wrapPool(new pg.Pool({ connectionString: databaseUrl(adminUrl, templateName), max: 1 }));
  await handle.migrate();
  // A template must have no open connections while it is copied.
  await handle.close();
  project.provide('serverDbTemplate', { kind: 'postgres', adminUrl, templateName, prefix });
  return async () => {
    // Drop what a crashed test file may have left, then the template.
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${prefix}_%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? postgresTemplate(project, adminUrl) : pgliteTemplate(project);
}
