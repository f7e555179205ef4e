// /farmer/finances/transactions: the current farm's cash book, with the farm switcher (the route table's
// finances.view gate is above).
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { CashBookPage } from '@/web/features/transactions/components/cash-book-page';
import { ImportLink } from '@/web/features/imports/components/import-link';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => (
        <CashBookPage
          key={farm.id}
          farmId={farm.id}
          farmName={farm.name}
          toolbar={
            <>
              <ImportLink kind="expenses" />
              <FarmSwitcher />
            </>
          }
        />
      )}
    </CurrentFarmGate>
  );
}
