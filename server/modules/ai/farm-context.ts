// The facts "Ask about this farm" gives the model (docs/product/ai.md "Ask about this farm"): a compact list read
// from ONE farm's own records, each numbered and tied to the record it came from so the answer can cite it. Every
// query names the farm, and a kind of record is left out when the asker's role may not see it.
import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { cropStages, crops } from '@/server/db/schema/crops';
import { inventoryItems } from '@/server/db/schema/inventory';
import { sales } from '@/server/db/schema/sales';
import { tasks } from '@/server/db/schema/tasks';
import type { FarmAccess } from '@/server/modules/farms/farm-access';
import type { AiFactKind } from '@/shared/contracts/ai';
import { amountText } from '@/shared/money/arithmetic';
import { paths } from '@/shared/routes/paths';

export interface FarmFact {
  n: number;
  kind: AiFactKind;
  id: string;
  label: string;
  url: string;
  /** The line the model reads. */
  text: string;
}

const ITEMS = 40;
const CROPS = 20;
const TASKS = 25;
const DAY_MS = 86_400_000;

const LOW = ['low', 'depleted', 'expired'];

function trimNumber(value: string | null): string {
  if (value === null) return '';
  return String(Number(value));
}

export async function farmFacts(db: Database, access: FarmAccess, now: Date): Promise<FarmFact[]> {
  const farmId = access.farm.id;
  const may = (permission: string) => (access.permissions as readonly string[]).includes(permission);
  const facts: Omit<FarmFact, 'n'>[] = [];

  if (may('inventory.view')) {
    // Low and empty stock first: those are what questions are usually about.
    const items = await db
      .select({
        id: inventoryItems.id,
        name: inventoryItems.name,
        quantity: inventoryItems.quantity,
        unit: inventoryItems.unit,
        status: inventoryItems.status,
        reorderLevel: inventoryItems.reorderLevel,
      })
      .from(inventoryItems)
      .where(eq(inventoryItems.farmId, farmId))
      .orderBy(
        sql`case when ${inventoryItems.status} in ('low', 'depleted', 'expired') then 0 else 1 end`,
        asc(inventoryItems.name),
      )
      .limit(ITEMS);
    for (const item of items) {
      const reorder = item.reorderLevel === null ? '' : `, reorder level ${trimNumber(item.reorderLevel)}`;
      const state = LOW.includes(item.status)
        ? `, ${item.status === 'low' ? 'LOW STOCK' : item.status.toUpperCase()}`
        : '';
      facts.push({
        kind: 'item',
        id: item.id,
        label: item.name,
        url: `${paths.farmer.farmInventory(farmId)}?item=${item.id}`,
        text: `Stock item "${item.name}": ${trimNumber(item.quantity)} ${item.unit} in stock${reorder}${state}`,
      });
    }
  }

  if (may('crops.view')) {
    const rows = await db
      .select({
        id: crops.id,
        name: crops.name,
        variety: crops.variety,
        status: crops.status,
        plantingDate: crops.plantingDate,
        expectedHarvestDate: crops.expectedHarvestDate,
        stage: cropStages.name,
      })
      .from(crops)
      .leftJoin(cropStages, and(eq(cropStages.id, crops.currentStageId), eq(cropStages.farmId, farmId)))
      .where(and(eq(crops.farmId, farmId), inArray(crops.status, ['planned', 'growing'])))
      .orderBy(asc(crops.plantingDate))
      .limit(CROPS);
    for (const crop of rows) {
      const name = crop.variety ? `${crop.name} (${crop.variety})` : crop.name;
      const harvest = crop.expectedHarvestDate ? `, harvest expected ${crop.expectedHarvestDate}` : '';
      facts.push({
        kind: 'crop',
        id: crop.id,
        label: name,
        url: paths.farmer.farmCrop(farmId, crop.id),
        text: `Crop ${name}: ${crop.status}, stage ${crop.stage ?? 'not started'}, planted ${crop.plantingDate}${harvest}`,
      });
    }
  }

  if (may('tasks.view')) {
    const today = now.toISOString().slice(0, 10);
    const rows = await db
      .select({ id: tasks.id, title: tasks.title, status: tasks.status, dueDate: tasks.dueDate })
      .from(tasks)
      .where(and(eq(tasks.farmId, farmId), inArray(tasks.status, ['todo', 'in_progress'])))
      .orderBy(asc(tasks.dueDate), asc(tasks.id))
      .limit(TASKS);
    for (const task of rows) {
      const overdue = task.dueDate < today ? ', OVERDUE' : '';
      facts.push({
        kind: 'task',
        id: task.id,
        label: task.title,
        url: paths.farmer.task(task.id),
        text: `Task "${task.title}": ${task.status.replace('_', ' ')}, due ${task.dueDate}${overdue}`,
      });
    }
  }

  if (may('sales.view')) {
    const rows = await db
      .select({
        currency: sales.currency,
        count: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${sales.totalMinor}), 0)::text`,
      })
      .from(sales)
      .where(
        and(
          eq(sales.farmId, farmId),
          ne(sales.status, 'refunded'),
          gte(sales.soldAt, new Date(now.getTime() - 30 * DAY_MS)),
        ),
      )
      .groupBy(sales.currency)
      .orderBy(desc(sql`count(*)`));
    for (const row of rows) {
      const amount = amountText(Number(row.total));
      facts.push({
        kind: 'sales',
        id: `sales-30d-${row.currency}`,
        label: `Sales, last 30 days (${row.currency})`,
        url: paths.farmer.sales,
        text: `Sales in the last 30 days: ${row.count} sales totalling ${amount} ${row.currency}`,
      });
    }
  }

  return facts.map((fact, index) => ({ ...fact, n: index + 1 }));
}

/** The numbers the answer cites ([n] or [n, m]) that are real facts, in the order first cited. */
export function citedFacts(answer: string, facts: readonly FarmFact[]): FarmFact[] {
  const byNumber = new Map(facts.map((fact) => [fact.n, fact]));
  const seen = new Set<number>();
  const cited: FarmFact[] = [];
  for (const group of answer.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)) {
    for (const part of group[1]!.split(',')) {
      const n = Number(part.trim());
      const fact = byNumber.get(n);
      if (fact && !seen.has(n)) {
        seen.add(n);
        cited.push(fact);
      }
    }
  }
  return cited;
}
