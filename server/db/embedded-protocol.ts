// What the server and the embedded database's thread say to each other (embedded-thread.ts, embedded-worker.ts,
// docs/decisions/034). Values cross by structured clone: rows keep their Dates, numbers, bigints and bytes.

export type EmbeddedRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes?: number[];
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** An error of the database with the fields callers read (code, constraint, detail…), rebuilt on the other side. */
export interface CarriedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type EmbeddedResponse =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: CarriedError };

export function carry(error: unknown): CarriedError {
  const e = error instanceof Error ? error : new Error(String(error));
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(e)) {
    if (value === undefined || typeof value === 'function') continue;
    // Only what structured clone carries as it is; a nested error (a cause) is carried by its message.
    fields[key] = value instanceof Error ? value.message : value;
  }
  return { name: e.name, message: e.message, fields };
}

export function rebuild(carried: CarriedError): Error {
  const error = new Error(carried.message);
  error.name = carried.name;
  return Object.assign(error, carried.fields);
}
