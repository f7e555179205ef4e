// Who may do what to a task, as the server decides it (docs/decisions/038): completing needs tasks.edit, and
// also inventory.edit when it moves stock (a task with inputs takes them out; a harvest puts its crop in).
import type { Task } from '@/shared/api/tasks';
import type { FarmCan } from '@/web/lib/farm-permissions';

export const isOpen = (task: Pick<Task, 'status'>) => task.status === 'todo' || task.status === 'in_progress';

export const movesStock = (task: Pick<Task, 'input_count' | 'kind'>) =>
  task.input_count > 0 || task.kind === 'harvest';

export const mayComplete = (can: FarmCan, task: Pick<Task, 'farm_id' | 'input_count' | 'kind'>) =>
  can(task.farm_id, 'tasks.edit') && (!movesStock(task) || can(task.farm_id, 'inventory.edit'));
