// /farmer/finances/expenses: the current farm's expenses, with the farm switcher (the route table's
// finances.view gate is above).
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { ExpensesPage } from '@/web/features/expenses/components/expenses-page';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => (
        <ExpensesPage key={farm.id} farmId={farm.id} farmName={farm.name} toolbar={<FarmSwitcher />} />
      )}
    </CurrentFarmGate>
  );
}
