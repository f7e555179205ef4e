// /farmer/tasks/add: a new task on the current farm (the route table's tasks.create gate is above). A crop's or
// field's page may link here with ?crop_id=, ?field_id= or ?due_date= to fill those in.
import { useSearchParams } from 'react-router-dom';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { AddTaskPage } from '@/web/features/tasks/components/add-task';
import { tasksText } from '@/web/features/tasks/i18n';
import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function Component() {
  useDocumentTitle(tasksText.t('addTask'));
  const [params] = useSearchParams();
  const preset = Object.fromEntries(
    ['crop_id', 'field_id', 'due_date'].flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  return (
    <CurrentFarmGate>
      {(farm) => (
        <>
          <PageHeader title={tasksText.t('addTask')} description={farm.name} />
          <AddTaskPage key={farm.id} farmId={farm.id} preset={preset} />
        </>
      )}
    </CurrentFarmGate>
  );
}
