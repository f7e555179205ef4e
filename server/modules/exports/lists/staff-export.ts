// The farm's people as a file (docs/product/reports.md "Files (CSV, Excel, PDF)"), by name: contact details,
// role (a custom role by its name), whether their account is active, and the farm day they joined.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { codeLabel } from '../i18n';
import { countOf, defineListExport, keysetRows, listDocument, PAGE_ROWS } from '../list-export';

interface Row extends Record<string, unknown> {
  user_id: string;
  name: string;
  email: string;
  phone_number: string | null;
  role: string;
  role_name: string | null;
  suspended: boolean;
  joined: string;
}

export const staffExport = defineListExport({
  list: 'staff',
  permission: 'staff.view',
  query: z.object({}),
  async document(c) {
    const farmId = c.farm.id;
    const rowCount = await countOf(
      c.db,
      sql`select count(*) as n from farm_members where farm_id = ${farmId}`,
    );
    const rows = keysetRows<Row>(
      c.db,
      (last) => sql`
        select m.user_id, u.name, u.email, u.phone_number, m.role, r.name as role_name,
               u.suspended_at is not null as suspended,
               to_char(m.created_at at time zone ${c.farm.timezone}, 'YYYY-MM-DD') as joined
        from farm_members m
        join users u on u.id = m.user_id
        left join farm_roles r on r.id = m.role_id
        where m.farm_id = ${farmId} ${last ? sql`and (u.name, m.user_id) > (${last.name}, ${last.user_id}::uuid)` : sql``}
        order by u.name, m.user_id
        limit ${PAGE_ROWS}`,
      (r) => [
        r.name,
        r.email,
        r.phone_number,
        r.role_name ?? codeLabel(c.lang, 'role', r.role),
        codeLabel(c.lang, 'staffStatus', r.suspended ? 'suspended' : 'active'),
        r.joined,
      ],
    );
    return listDocument(
      c,
      'staffTitle',
      [
        ['name', 'text'],
        ['email', 'text'],
        ['phone', 'text'],
        ['role', 'text'],
        ['status', 'text'],
        ['joined', 'date'],
      ],
      rows,
      rowCount,
    );
  },
});
