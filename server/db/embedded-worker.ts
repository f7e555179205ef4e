// The embedded database's own thread (docs/decisions/034): PGlite runs here, so its queries never hold the
// server's event loop. Started by embedded-thread.ts with the folder to open; answers each request by its id.
// Requests run as they arrive and PGlite serializes them; a transaction holds PGlite until its commit or
// rollback, as it does in one thread.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { carry, type EmbeddedRequest, type EmbeddedResponse } from './embedded-protocol';
import { createPglite } from './pglite';

const port = parentPort!;
const { dataDir, startParams } = workerData as { dataDir: string; startParams?: string[] };

interface Open {
  tx: Transaction;
  finish(commit: boolean): void;
  ended: Promise<void>;
}
const transactions = new Map<number, Open>();

/** The types whose text Drizzle reads itself (timestamps, dates, intervals and their arrays): kept as text. */
const asText = (types: number[] | undefined) =>
  types && Object.fromEntries(types.map((type) => [type, (value: string) => value]));

function begin(db: PGlite, id: number): Promise<void> {
  return new Promise((started, failed) => {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    const ended = db
      .transaction(async (tx) => {
        transactions.set(id, { tx, finish, ended });
        started();
        if (!(await decided)) await tx.rollback();
      })
      .finally(() => transactions.delete(id));
    ended.catch(failed); // a BEGIN that fails rejects before `started`
  });
}

async function end(id: number, commit: boolean) {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  open.finish(commit);
  await open.ended;
}

async function answer(db: PGlite, request: EmbeddedRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`no open transaction ${request.tx}`);
      const parsers = asText(request.rawTypes);
      const result = await target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        ...(parsers ? { parsers } : {}),
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`no open transaction ${request.tx}`);
      const results = await target.exec(request.sql);
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin':
      return begin(db, request.tx);
    case 'commit':
      return end(request.tx, true);
    case 'rollback':
      return end(request.tx, false);
    case 'close':
      await db.close();
      return undefined;
  }
}

try {
  const db = await createPglite({ dataDir, ...(startParams ? { startParams } : {}) });
  port.on('message', (request: EmbeddedRequest) => {
    void answer(db, request).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies EmbeddedResponse),
      (error: unknown) =>
        port.postMessage({ id: request.id, ok: false, error: carry(error) } satisfies EmbeddedResponse),
    );
  });
  port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies EmbeddedResponse);
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: carry(error) } satisfies EmbeddedResponse);
}
