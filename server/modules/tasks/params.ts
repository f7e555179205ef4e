// Route parameters of the tasks area.
import { z } from 'zod';
import { FarmParams } from '@/server/lib/params';

export const TaskParams = FarmParams.extend({ taskId: z.string() });
export const ChecklistItemParams = TaskParams.extend({ itemId: z.string() });
export const CommentParams = TaskParams.extend({ commentId: z.string() });
