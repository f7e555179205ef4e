// /farmer/sales/customers (docs/product/customers.md): the current farm's customers, in its currency (the route
// table's sales.view gate is above).
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { CustomersPage } from '@/web/features/customers/components/customers-page';
import { ImportLink } from '@/web/features/imports/components/import-link';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => (
        <>
          <div className="mb-2 flex justify-end">
            <ImportLink kind="customers" />
          </div>
          <CustomersPage key={farm.id} farmId={farm.id} farmName={farm.name} currency={farm.currency} />
        </>
      )}
    </CurrentFarmGate>
  );
}
