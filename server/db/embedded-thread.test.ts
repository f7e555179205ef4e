// The embedded database in its own thread (embedded-thread.ts, docs/decisions/034): the same answers as PGlite in
// the server's thread, transactions that commit or roll back as a whole, errors with their fields, the server's
// event loop free while a query runs, and a 503 rather than a hang if the thread dies.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability';
import { openEmbeddedThread, type EmbeddedClient } from './embedded-thread';

let dir: string;
let db: EmbeddedClient;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shamba-embedded-thread-'));
  db = await openEmbeddedThread({ dataDir: path.join(dir, 'data') });
  await db.exec('create table notes (id int primary key, body text not null, at timestamptz default now())');
}, 60_000);
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database in its own thread', () => {
  it('answers queries with their parameters and types, rows as objects or arrays', async () => {
    await db.query('insert into notes (id, body) values ($1, $2)', [1, 'maize']);
    const asObjects = await db.query<{ id: number; body: string; at: Date }>(
      'select * from notes where id = $1',
      [1],
    );
    expect(asObjects.rows[0]).toMatchObject({ id: 1, body: 'maize' });
    expect(asObjects.rows[0]!.at).toBeInstanceOf(Date);
    const asArrays = await db.query('select id, body from notes', [], { rowMode: 'array' });
    expect(asArrays.rows).toEqual([[1, 'maize']]);
  });

  it('keeps the types a caller reads itself as text (what Drizzle asks for timestamps)', async () => {
    const raw = await db.query<{ at: unknown }>('select at from notes where id = 1', [], {
      parsers: { 1184: (value: string) => value },
    });
    expect(typeof raw.rows[0]!.at).toBe('string');
  });

  it('commits a transaction as a whole, and rolls it back as a whole when its callback throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (2, $1)', ['beans']);
      await tx.query('insert into notes (id, body) values (3, $1)', ['peas']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (4, $1)', ['kept?']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ id: number }>('select id from notes order by id');
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('runs a query sent during a transaction after it, never inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inTransaction = db.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (5, $1)', ['held']);
      await held;
      await tx.query('delete from notes where id = 5');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = db.query<{ n: number }>('select count(*)::int as n from notes where id = 5');
    release();
    await inTransaction;
    expect((await outside).rows[0]!.n).toBe(0);
  });

  it('carries an error’s fields across: a unique violation keeps its code and constraint', async () => {
    const error = await db
      .query('insert into notes (id, body) values (1, $1)', ['again'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
  });

  it('leaves the server’s event loop free while a query runs', async () => {
    const started = performance.now();
    let tickedAt = 0;
    const tick = new Promise<void>((resolve) =>
      setTimeout(() => {
        tickedAt = performance.now() - started;
        resolve();
      }, 20),
    );
    const slow = db.query('select pg_sleep(0.6)');
    await tick;
    await slow;
    const finishedAt = performance.now() - started;
    // In one thread the timer could only fire once the 600 ms query had given the loop back.
    expect(tickedAt).toBeLessThan(400);
    expect(finishedAt).toBeGreaterThanOrEqual(550);
  });
});

describe('when the thread is gone', () => {
  it('fails every query as the database being unavailable, at once', async () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'shamba-embedded-thread-'));
    try {
      const closed = await openEmbeddedThread({ dataDir: path.join(other, 'data') });
      await closed.close();
      const error = await closed.query('select 1').catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  }, 60_000);
});
