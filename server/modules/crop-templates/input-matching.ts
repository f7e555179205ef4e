// Which of the farm's input items a template input names (docs/decisions/038: platform templates name inputs, not
// items). Matched by name, case and spaces aside; the quantity moves to the item's unit when it is the same measure
// in another size (g and kg, mL and L). An input left unmatched keeps its name and must be linked before its
// task can be done.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema/inventory';

/** How many of the measure's smallest unit one unit is. */
const SIZE: Record<string, { measure: string; factor: number }> = {
  kg: { measure: 'mass', factor: 1000 },
  g: { measure: 'mass', factor: 1 },
  l: { measure: 'volume', factor: 1000 },
  ml: { measure: 'volume', factor: 1 },
};

export interface FarmInputItem {
  id: string;
  name: string;
  unit: string;
}

export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The farm's input items whose names the template uses, keyed by name; the best-stocked first. */
export async function inputItemsNamed(
  db: Database,
  farmId: string,
  names: readonly string[],
): Promise<Map<string, FarmInputItem[]>> {
  const keys = [...new Set(names.map(nameKey))];
  const out = new Map<string, FarmInputItem[]>();
  if (keys.length === 0) return out;
  const key = sql<string>`lower(regexp_replace(btrim(${inventoryItems.name}), '\\s+', ' ', 'g'))`;
  const rows = await db
    .select({ id: inventoryItems.id, name: inventoryItems.name, unit: inventoryItems.unit, key })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.farmId, farmId), eq(inventoryItems.itemType, 'input'), inArray(key, keys)))
    .orderBy(desc(inventoryItems.quantity), inventoryItems.id);
  for (const row of rows) {
    const list = out.get(row.key) ?? [];
    list.push({ id: row.id, name: row.name, unit: row.unit });
    out.set(row.key, list);
  }
  return out;
}

/** The quantity in `to`'s unit, or null when the two units are not the same measure. */
export function convertQuantity(quantity: number, from: string, to: string): number | null {
  if (from.toLowerCase() === to.toLowerCase()) return quantity;
  const a = SIZE[from.toLowerCase()];
  const b = SIZE[to.toLowerCase()];
  if (!a || !b || a.measure !== b.measure) return null;
  const converted = Math.round(((quantity * a.factor) / b.factor) * 100) / 100;
  return converted > 0 ? converted : null;
}

/** The item and quantity a planned input is linked to: the same unit first, then one it converts to. */
export function matchInput(
  items: Map<string, FarmInputItem[]>,
  input: { name: string; quantity: number; unit: string },
): { itemId: string | null; quantity: number; unit: string } {
  const candidates = items.get(nameKey(input.name)) ?? [];
  const same = candidates.find((item) => item.unit.toLowerCase() === input.unit.toLowerCase());
  if (same) return { itemId: same.id, quantity: input.quantity, unit: same.unit };
  for (const item of candidates) {
    const quantity = convertQuantity(input.quantity, input.unit, item.unit);
    if (quantity !== null) return { itemId: item.id, quantity, unit: item.unit };
  }
  return { itemId: null, quantity: input.quantity, unit: input.unit };
}
