// /farmer/inventory/all-items: every item across the farmer's farms.
import { AllItemsScreen } from '@/web/features/inventory/components/all-items-screen';
import { ImportLink } from '@/web/features/imports/components/import-link';

export function Component() {
  return (
    <>
      <div className="mb-2 flex justify-end">
        <ImportLink kind="items" />
      </div>
      <AllItemsScreen />
    </>
  );
}
