// The SQL status (inventory-status.ts) must agree with computeItemStatus (shared/inventory/rules.ts) on every
// input: checked on generated cases and the boundaries, evaluated by the real database.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeItemStatus, type StatusInputs } from '@/shared/inventory/rules';
import type { DatabaseHandle } from '@/server/db/client';
import { openTestDatabase } from '@/server/test/database';
import { queryRows } from './inventory-sql';
import { addDays, statusSql } from './inventory-status';
import { fromCents } from './stock-quantity';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const TODAY = '2026-03-15';
const dec = (n: number | null) => (n == null ? null : fromCents(Math.round(n * 100)));

/** Every case in one query: VALUES rows through the same CASE the writes use. */
async function sqlStatuses(cases: StatusInputs[]) {
  const rows = sql.join(
    cases.map(
      (c, i) =>
        sql`(${i}::int, ${dec(c.quantity)}::numeric, ${dec(c.reorderLevel)}::numeric, ${dec(c.maxLevel)}::numeric, ${c.expiryDate}::date)`,
    ),
    sql`, `,
  );
  const result = await queryRows<{ i: number; status: string }>(
    handle.db,
    sql`select v.i, ${statusSql({ quantity: sql`v.q`, today: TODAY, reorderLevel: sql`v.r`, maxLevel: sql`v.m`, expiryDate: sql`v.e` })} as status
        from (values ${rows}) as v(i, q, r, m, e) order by v.i`,
  );
  return result.map((row) => row.status);
}

const level = fc.option(
  fc.integer({ min: 0, max: 20_000 }).map((c) => c / 100),
  { nil: null },
);
const statusCase = fc.record({
  quantity: fc.integer({ min: 0, max: 20_000 }).map((c) => c / 100),
  reorderLevel: level,
  maxLevel: level,
  expiryDate: fc.option(
    fc.integer({ min: -5, max: 5 }).map((d) => addDays(TODAY, d)),
    { nil: null },
  ),
  today: fc.constant(TODAY),
});

describe('statusSql', () => {
  it('agrees with computeItemStatus on the boundaries', async () => {
    const base = { reorderLevel: 10, maxLevel: 50, expiryDate: null, today: TODAY };
    const cases: StatusInputs[] = [
      { ...base, quantity: 0 },
      { ...base, quantity: 9.99 },
      { ...base, quantity: 10 },
      { ...base, quantity: 50 },
      { ...base, quantity: 50.01 },
      { ...base, quantity: 5, expiryDate: TODAY },
      { ...base, quantity: 5, expiryDate: addDays(TODAY, -1) },
      { ...base, quantity: 0, expiryDate: addDays(TODAY, -1) },
      { quantity: 1, reorderLevel: null, maxLevel: null, expiryDate: null, today: TODAY },
    ];
    const expected = [
      'depleted',
      'low',
      'normal',
      'normal',
      'excess',
      'low',
      'expired',
      'depleted',
      'normal',
    ];
    expect(cases.map(computeItemStatus)).toEqual(expected);
    expect(await sqlStatuses(cases)).toEqual(expected);
  });

  it('agrees with computeItemStatus on generated cases', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(statusCase, { minLength: 1, maxLength: 60 }), async (cases) => {
        expect(await sqlStatuses(cases)).toEqual(cases.map(computeItemStatus));
      }),
      { numRuns: 40 },
    );
  });
});
