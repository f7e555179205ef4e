// What each kind of import supplies to the shared engine (import-rows.ts): how to read one row with the form's own
// schema, what must be unique across the file, and how to write every row in bulk (docs/product/imports.md).
import type { ImportKind } from '@/shared/contracts/imports';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import type { ActivitySurface } from '@/shared/contracts/activity-log';
import type { Database } from '@/server/db/client';
import type { FarmAccess } from '@/server/modules/farms/farm-access';

/** One problem of one row, before it gets its row number. */
export interface RowProblem {
  field: string | null;
  message: string;
  code?: string;
  value?: string;
}

/** A row's cells by field key, trimmed; '' where the file has nothing (or the field is not mapped). */
export type Cells = Record<string, string>;

export type RowCheck<Value> =
  { value: Value; problems?: undefined } | { value?: undefined; problems: RowProblem[] };

/** A value that must appear once in the file: the field it is reported on, a key to compare, what to show. */
export interface UniqueKey {
  field: string;
  key: string;
  shown: string;
}

/** Who imports into which farm, and when: what a kind's checks may depend on (the farm's day, its settings). */
export interface ImportScope {
  farmId: string;
  access: FarmAccess;
  now: Date;
}

export interface ImportWrite {
  db: Database;
  access: FarmAccess;
  farmId: string;
  userId: string;
  surface: ActivitySurface;
  now: Date;
  today: string;
}

export interface ImportKindDefinition<Lookup, Value> {
  kind: ImportKind;
  /** The permission of the form that adds one (docs/product/roles-and-permissions.md). */
  permission: FarmPermission;
  /** What rows are checked against: the farm's existing records, names to resolve. */
  load(db: Database, scope: ImportScope): Promise<Lookup>;
  check(cells: Cells, lookup: Lookup, farmId: string): RowCheck<Value>;
  uniqueKeys?(value: Value): UniqueKey[];
  /** Writes every row inside the caller's transaction, in multi-row statements. */
  write(
    w: ImportWrite,
    values: Value[],
    lookup: Lookup,
  ): Promise<{ created: number; movements: number; alerts?: number }>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyImportKind = ImportKindDefinition<any, any>;

/** Splits `rows` into slices of `size` for multi-row INSERTs (PostgreSQL takes at most 65,535 parameters). */
export function* batches<T>(rows: readonly T[], size = 1000): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** A zod issue path's first key as the import field it came from. */
export const fieldOfPath = (path: readonly PropertyKey[], rename: Record<string, string> = {}) => {
  const key = path[0] === undefined ? null : String(path[0]);
  return key === null ? null : (rename[key] ?? key);
};
