// How many of the person's open tasks are past due, on every farm (GET /api/tasks/mine?due=overdue), kept for the
// toolbar button's title. Read with a two-field schema rather than the tasks contract: the worker's budget.
import { z } from 'zod';
import type { ApiClient } from '@/shared/api/client';
import { overdueTasksItem } from './storage-items';

const OverdueCountSchema = z.object({ overdue_count: z.number().int().min(0) });

/** Stores and answers the count; on any failure keeps the last one known (the title never flickers offline). */
export async function syncOverdueTasks(api: ApiClient): Promise<number | null> {
  try {
    const answer = await api.get('/api/tasks/mine', {
      params: { due: 'overdue' },
      schema: OverdueCountSchema,
    });
    await overdueTasksItem.setValue(answer.overdue_count);
    return answer.overdue_count;
  } catch {
    return overdueTasksItem.getValue();
  }
}
