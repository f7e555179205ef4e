// PGlite as this product opens it, in the server's thread (tests) or its own (embedded-worker.ts).
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite with the extensions the migrations use (pg_trgm for the inventory search index). `wal_recycle=off`: a
 * checkpoint deletes the write-ahead log it no longer needs instead of renaming it for later use, so the folder
 * shrinks back towards the data's size (docs/decisions/027; PostgreSQL would keep up to max_wal_size, 1 GB).
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({
    ...options,
    startParams: options.startParams ?? [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'],
    extensions: { pg_trgm },
  });
}
