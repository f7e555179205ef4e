// What one list download is (docs/product/reports.md "Files (CSV, Excel, PDF)"): the list's own view permission,
// the list screen's filters, and how to write the farm's rows as a document. Rows are read from the database in
// keyset pages as the file is written, so a list of a million entries never sits in memory.
import type { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import type { ExportList } from '@/shared/contracts/exports';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import type { Language } from '@/shared/i18n/languages';
import type { Database } from '@/server/db/client';
import type { ExportCell, ExportColumnKind, ExportDocument } from '@/server/lib/exports/export-document';
import type { FarmAccess } from '@/server/modules/farms/farm-access';
import { queryRows } from '@/server/modules/inventory/inventory-sql';
import { exportsText, type ExportsTextKey } from './i18n';

export interface ListExportContext {
  db: Database;
  farm: FarmAccess['farm'];
  userId: string;
  lang: Language;
  /** The farm's calendar day now. */
  today: string;
}

export interface ListExport<Query = unknown> {
  list: ExportList;
  permission: FarmPermission;
  /** The list screen's own query (its filters; paging and sorting are ignored). */
  query: z.ZodType<Query>;
  document(c: ListExportContext, query: Query): Promise<ExportDocument>;
}

/** Lets exports with different queries share one array type. */
export const defineListExport = <Query>(definition: ListExport<Query>) => definition as unknown as ListExport;

export const PAGE_ROWS = 1_000;

/**
 * Rows in keyset order, one page at a time: `page(last)` is the statement for the rows after `last` (null for the
 * first page), at most PAGE_ROWS of them.
 */
export async function* keysetRows<Row extends Record<string, unknown>>(
  db: Database,
  page: (last: Row | null) => SQL,
  cells: (row: Row) => ExportCell[],
): AsyncGenerator<ExportCell[]> {
  let last: Row | null = null;
  for (;;) {
    const rows: Row[] = await queryRows<Row>(db, page(last));
    for (const row of rows) yield cells(row);
    if (rows.length < PAGE_ROWS) return;
    last = rows[rows.length - 1]!;
  }
}

export async function countOf(db: Database, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, statement);
  return Number(row?.n ?? 0);
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The document around one list: "<Title> - <Farm>", made today, named "<title>-<farm>-<day>". */
export function listDocument(
  c: ListExportContext,
  titleKey: ExportsTextKey,
  columns: [ExportsTextKey, ExportColumnKind][],
  rows: AsyncIterable<ExportCell[]>,
  rowCount: number,
): ExportDocument {
  const title = exportsText.tIn(c.lang, titleKey);
  return {
    fileName: [slug(title), slug(c.farm.name), c.today].filter(Boolean).join('-'),
    title: `${title} - ${c.farm.name}`,
    subtitle: [exportsText.tIn(c.lang, 'madeOn', { date: c.today })],
    currency: c.farm.currency,
    language: c.lang,
    rowCount,
    tables: [
      {
        title,
        columns: columns.map(([key, kind]) => ({ header: exportsText.tIn(c.lang, key), kind })),
        rows,
      },
    ],
  };
}
