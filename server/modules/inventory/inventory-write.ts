// What every inventory write works with: the transaction, the farm, who and when.
import type { ActivitySurface } from '@/shared/contracts/activity-log';
import type { Database } from '@/server/db/client';

export interface InventoryWrite {
  /** The write's transaction: every statement of one write commits or rolls back together. */
  db: Database;
  farmId: string;
  userId: string;
  /** Where the write came from, for the farm's activity log (server/modules/activity/surface.ts). */
  surface: ActivitySurface;
  now: Date;
  /** Today as YYYY-MM-DD (inventory-status.ts todayOf), for status and alerts. */
  today: string;
  /**
   * Counts the stock alerts this write recorded, so the alerts reach the bell right after it commits
   * (context.ts); a writer that leaves it out gets them at the next minute's dispatch.
   */
  alerts?: AlertTally;
}

export interface AlertTally {
  recorded: number;
}
