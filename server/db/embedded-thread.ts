// The embedded database in a thread of its own (docs/decisions/034). PGlite is PostgreSQL compiled to
// WebAssembly: in the server's thread, every query holds the event loop, so one slow query (a report, a search
// of 100,000 items) stalls every other answer, cached ones included. Here the server only sends SQL and
// receives rows, and its own work (HTTP, checks, JSON) runs beside the database's instead of between its queries.
// The object answers the part of PGlite's interface the server uses: query, exec, transaction and close.
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { markDatabaseError } from './availability';
import { rebuild, type EmbeddedRequest, type EmbeddedResponse } from './embedded-protocol';

/**
 * The worker beside this file: the bundle's own (dist/server/embedded-worker.mjs), or under tsx (`npm run serve`,
 * the process tests) the TypeScript source, through tsx's API: a worker thread gets no TypeScript loader of its
 * own from `--import tsx`.
 */
function startWorker(workerData: { dataDir: string; startParams?: string[] }) {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./embedded-worker.mjs', import.meta.url), { workerData });
  }
  const source = JSON.stringify(new URL('./embedded-worker.ts', import.meta.url).href);
  const loader = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${source}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(loader, { eval: true, workerData });
}

type Request = EmbeddedRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export type EmbeddedClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

export function openEmbeddedThread(options: {
  dataDir: string;
  startParams?: string[];
}): Promise<EmbeddedClient> {
  const worker = startWorker(options);
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let nextTransaction = 1;
  let gone: Error | undefined;

  const call = <T>(request: Request): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (response: EmbeddedResponse) => {
    const pending = waiting.get(response.id);
    if (!pending) return;
    waiting.delete(response.id);
    if (response.ok) pending.resolve(response.value);
    else pending.reject(rebuild(response.error));
  });
  // Every query waiting or still to come fails as the database's: PostgreSQL's crash_shutdown, so the errors
  // plugin answers 503 database_unavailable (server/db/availability.ts).
  const fail = (reason: string) => {
    if (gone) return;
    gone = markDatabaseError(Object.assign(new Error(reason), { code: '57P02' }));
    for (const pending of waiting.values()) pending.reject(gone);
    waiting.clear();
  };
  worker.on('error', (error) => fail(`The embedded database's thread failed: ${error.message}`));
  worker.on('exit', (code) => fail(`The embedded database's thread stopped (exit code ${code}).`));

  /** Drizzle reads timestamps, dates and intervals as text (its parsers return what they are given). */
  const rawTypes = (queryOptions?: QueryOptions) =>
    queryOptions?.parsers ? Object.keys(queryOptions.parsers).map(Number) : undefined;

  const queryOn =
    (tx?: number) =>
    <T>(sql: string, params?: unknown[], queryOptions?: QueryOptions): Promise<Results<T>> =>
      call<Results<T>>({
        op: 'query',
        sql,
        params,
        rowMode: queryOptions?.rowMode,
        rawTypes: rawTypes(queryOptions),
        tx,
      });
  const execOn = (tx?: number) => (sql: string) => call<Results[]>({ op: 'exec', sql, tx });

  async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = nextTransaction++;
    await call({ op: 'begin', tx: id });
    let closed = false;
    const tx = {
      query: queryOn(id),
      exec: execOn(id),
      rollback: async () => {
        closed = true;
        await call({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await callback(tx);
      if (!closed) await call({ op: 'commit', tx: id });
      closed = true;
      return result;
    } catch (error) {
      if (!closed) await call({ op: 'rollback', tx: id }).catch(() => undefined);
      closed = true;
      throw error;
    }
  }

  const client = {
    query: queryOn(),
    exec: execOn(),
    transaction,
    close: async () => {
      await call({ op: 'close' });
      await worker.terminate();
    },
  } as unknown as EmbeddedClient;

  return ready.then(
    () => client,
    async (error: Error) => {
      await worker.terminate();
      throw error;
    },
  );
}
