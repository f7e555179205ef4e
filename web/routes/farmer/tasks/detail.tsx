// /farmer/tasks/:taskId: one task of the current farm; a task of another farm answers "not found".
import { useParams } from 'react-router-dom';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { TaskDetailPage } from '@/web/features/tasks/components/task-detail/task-detail-page';

export function Component() {
  const { taskId = '' } = useParams();
  return (
    <CurrentFarmGate>
      {(farm) => <TaskDetailPage key={`${farm.id}:${taskId}`} farmId={farm.id} taskId={taskId} />}
    </CurrentFarmGate>
  );
}
