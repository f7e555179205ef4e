// /farmer/inventory/suppliers: the current farm's suppliers, with the farm switcher.
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { SuppliersPage } from '@/web/features/suppliers/components/suppliers-page';
import { ImportLink } from '@/web/features/imports/components/import-link';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => (
        <SuppliersPage
          key={farm.id}
          farmId={farm.id}
          farmName={farm.name}
          toolbar={
            <>
              <ImportLink kind="suppliers" />
              <FarmSwitcher />
            </>
          }
        />
      )}
    </CurrentFarmGate>
  );
}
