// /farmer/staff/:staffId: one person on the current farm.
import { useParams } from 'react-router-dom';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { StaffDetail } from '@/web/features/staff/components/staff-detail';

export function Component() {
  const { staffId = '' } = useParams();
  return (
    <CurrentFarmGate>
      {(farm) => (
        <StaffDetail
          key={`${farm.id}:${staffId}`}
          farmId={farm.id}
          farmName={farm.name}
          staffId={staffId}
          callerRole={farm.role}
        />
      )}
    </CurrentFarmGate>
  );
}
