// /farmer/tasks: the current farm's tasks, with the farm switcher (the route table's tasks.view gate is above).
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { TasksPage } from '@/web/features/tasks/components/tasks-page';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => <TasksPage key={farm.id} farmId={farm.id} farmName={farm.name} toolbar={<FarmSwitcher />} />}
    </CurrentFarmGate>
  );
}
