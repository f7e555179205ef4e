// The farm's stock movements as a file (docs/product/reports.md "Files (CSV, Excel, PDF)"), newest first as the
// stock history reads, optionally of one item or one kind. Times are the farm's own clock. A movement out of a
// place (a negative change) is from its location to the transfer's other end; a movement in, the other way.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MOVEMENT_TYPES } from '@/shared/contracts/stock-movements';
import { isUuid } from '@/server/modules/farms/farm-access';
import { codeLabel } from '../i18n';
import { countOf, defineListExport, keysetRows, listDocument, PAGE_ROWS } from '../list-export';

export const MovementExportQuerySchema = z.object({
  item_id: z.string().max(40).optional(),
  type: z.enum(MOVEMENT_TYPES).optional(),
});
type Query = z.output<typeof MovementExportQuerySchema>;

interface Row extends Record<string, unknown> {
  at_key: string;
  seq: number;
  local_time: string;
  item: string;
  type: string;
  quantity: string;
  unit: string;
  from_location: string | null;
  to_location: string | null;
  supplier: string | null;
  note: string | null;
  who: string | null;
}

function whereOf(farmId: string, q: Query): SQL {
  const where: SQL[] = [sql`m.farm_id = ${farmId}`];
  // By the uuid itself, so one item's movements are read from its own index (stock_movements_item_idx).
  if (q.item_id) where.push(isUuid(q.item_id) ? sql`m.item_id = ${q.item_id}::uuid` : sql`false`);
  if (q.type) where.push(sql`m.type = ${q.type}`);
  return sql.join(where, sql` and `);
}

export const movementsExport = defineListExport({
  list: 'movements',
  permission: 'inventory.view',
  query: MovementExportQuerySchema,
  async document(c, q: Query) {
    const where = whereOf(c.farm.id, q);
    const tz = c.farm.timezone;
    const rowCount = await countOf(c.db, sql`select count(*) as n from stock_movements m where ${where}`);
    const rows = keysetRows<Row>(
      c.db,
      (last) => sql`
        select m.created_at::text as at_key, m.seq::float8 as seq,
               to_char(m.created_at at time zone ${tz}, 'YYYY-MM-DD"T"HH24:MI') as local_time,
               it.name as item, m.type, m.quantity_change::text as quantity, it.unit,
               case when m.quantity_change < 0 then l.name else o.name end as from_location,
               case when m.quantity_change < 0 then o.name else l.name end as to_location,
               s.name as supplier, m.note, u.name as who
        from stock_movements m
        join inventory_items it on it.id = m.item_id
        left join storage_locations l on l.id = m.location_id
        left join storage_locations o on o.id = m.counterpart_location_id
        left join suppliers s on s.id = m.supplier_id
        left join users u on u.id = m.user_id
        where ${where} ${last ? sql`and (m.created_at, m.seq) < (${last.at_key}::timestamptz, ${last.seq})` : sql``}
        order by m.created_at desc, m.seq desc
        limit ${PAGE_ROWS}`,
      (r) => [
        r.local_time,
        r.item,
        codeLabel(c.lang, 'movement', r.type),
        r.quantity,
        r.unit,
        r.from_location,
        r.to_location,
        r.supplier,
        r.note,
        r.who,
      ],
    );
    return listDocument(
      c,
      'movementsTitle',
      [
        ['when', 'datetime'],
        ['item', 'text'],
        ['kind', 'text'],
        ['quantity', 'decimal'],
        ['unit', 'text'],
        ['fromLocation', 'text'],
        ['toLocation', 'text'],
        ['supplier', 'text'],
        ['note', 'text'],
        ['who', 'text'],
      ],
      rows,
      rowCount,
    );
  },
});
