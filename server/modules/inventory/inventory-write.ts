// What every inventory write works with: the transaction, the farm, who and when.
import type { Database } from '@/server/db/client';

export interface InventoryWrite {
  /** The write's transaction: every statement of one write commits or rolls back together. */
  db: Database;
  farmId: string;
  userId: string;
  now: Date;
  /** Today as YYYY-MM-DD (inventory-status.ts todayOf), for status and alerts. */
  today: string;
}
