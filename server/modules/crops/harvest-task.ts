// A harvest recorded from the crop page may name the harvest task it finishes; the task must be this crop's.
import { and, eq } from 'drizzle-orm';
import { tasks } from '@/server/db/schema/tasks';
import { fieldError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { HARVEST_MESSAGES } from './crop-messages';
import type { CropWrite } from './crop-write';

export async function requireCropTask(w: CropWrite, cropId: string, taskId: string): Promise<string> {
  const [task] = isUuid(taskId)
    ? await w.db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.id, taskId), eq(tasks.cropId, cropId), eq(tasks.farmId, w.farmId)))
    : [];
  if (!task) throw fieldError('task_id', HARVEST_MESSAGES.taskNotOfCrop);
  return task.id;
}
