// /farmer/staff/:staffId/edit: a person's role and terms on the current farm (the route table's staff.edit gate
// is above).
import { useParams } from 'react-router-dom';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { StaffEditPage } from '@/web/features/staff/components/staff-edit-page';

export function Component() {
  const { staffId = '' } = useParams();
  return (
    <CurrentFarmGate>
      {(farm) => (
        <StaffEditPage
          key={`${farm.id}:${staffId}`}
          farmId={farm.id}
          staffId={staffId}
          callerRole={farm.role}
        />
      )}
    </CurrentFarmGate>
  );
}
