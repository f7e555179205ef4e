// The farm's items as a file (docs/product/reports.md "Files (CSV, Excel, PDF)"), by name, with the inventory
// list's filters: type, category, location, status and the search box.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { InventoryQuerySchema } from '@/shared/contracts/inventory';
import { codeLabel } from '../i18n';
import { countOf, defineListExport, keysetRows, listDocument, PAGE_ROWS } from '../list-export';

type Query = z.output<typeof InventoryQuerySchema>;

interface Row extends Record<string, unknown> {
  id: string;
  name: string;
  item_type: string;
  category: string;
  quantity: string;
  unit: string;
  unit_cost_minor: number | null;
  value_minor: number | null;
  location: string;
  supplier: string | null;
  status: string;
  expiry_date: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(farmId: string, q: Query): SQL {
  const where: SQL[] = [sql`i.farm_id = ${farmId}`];
  if (q.type) where.push(sql`i.item_type = ${q.type}`);
  if (q.category) where.push(sql`i.category = ${q.category}`);
  if (q.location_id) where.push(sql`i.location_id::text = ${q.location_id}`);
  if (q.status) where.push(sql`i.status = ${q.status}`);
  if (q.search) where.push(sql`i.search_text like ${`%${escapeLike(q.search.toLowerCase())}%`}`);
  return sql.join(where, sql` and `);
}

export const inventoryExport = defineListExport({
  list: 'inventory',
  permission: 'inventory.view',
  query: InventoryQuerySchema,
  async document(c, q: Query) {
    const where = whereOf(c.farm.id, q);
    const rowCount = await countOf(c.db, sql`select count(*) as n from inventory_items i where ${where}`);
    const rows = keysetRows<Row>(
      c.db,
      (last) => sql`
        select i.id, i.name, i.item_type, i.category, i.quantity::text as quantity, i.unit,
               i.unit_cost_minor::float8 as unit_cost_minor,
               round(i.quantity * i.unit_cost_minor)::float8 as value_minor,
               l.name as location, s.name as supplier, i.status, i.expiry_date::text as expiry_date
        from inventory_items i
        join storage_locations l on l.id = i.location_id
        left join suppliers s on s.id = i.supplier_id
        where ${where} ${last ? sql`and (i.name, i.id) > (${last.name}, ${last.id}::uuid)` : sql``}
        order by i.name, i.id
        limit ${PAGE_ROWS}`,
      (r) => [
        r.name,
        codeLabel(c.lang, 'itemType', r.item_type),
        r.category,
        r.quantity,
        r.unit,
        r.unit_cost_minor,
        r.value_minor,
        r.location,
        r.supplier,
        codeLabel(c.lang, 'itemStatus', r.status),
        r.expiry_date,
      ],
    );
    return listDocument(
      c,
      'inventoryTitle',
      [
        ['name', 'text'],
        ['type', 'text'],
        ['category', 'text'],
        ['quantity', 'decimal'],
        ['unit', 'text'],
        ['unitCost', 'money'],
        ['value', 'money'],
        ['location', 'text'],
        ['supplier', 'text'],
        ['status', 'text'],
        ['expiry', 'date'],
      ],
      rows,
      rowCount,
    );
  },
});
