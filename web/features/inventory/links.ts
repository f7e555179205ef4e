import { paths } from '@/shared/routes/paths';

/** An item's detail and history: its farm's inventory screen with the item open (?item=). */
export const itemDetailPath = (farmId: string, itemId: string) =>
  `${paths.farmer.farmInventory(farmId)}?item=${encodeURIComponent(itemId)}`;

/** Add item with the type preset and the way back, for "Add Input" (docs/product/inventory.md). */
export const addInputPath = (farmId: string) =>
  `${paths.farmer.farmInventoryAdd(farmId)}?type=input&from=inputs`;
