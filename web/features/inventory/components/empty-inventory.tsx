// docs/product/inventory.md empty state: "No Inventory Items Found", with what to do next.
import { Link } from 'react-router-dom';
import { PackageOpen } from 'lucide-react';
import { inventoryText } from '@/web/features/inventory/i18n';

export function EmptyInventory({ filtered, addTo }: { filtered: boolean; addTo?: string }) {
  return (
    <div className="rounded-box border border-dashed border-base-300 bg-base-100 p-8 text-center">
      <PackageOpen className="mx-auto mb-2 h-10 w-10 text-base-content/40" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{inventoryText.t('noInventoryItemsFound')}</h2>
      <p className="mt-1 text-sm text-base-content/70">
        {filtered
          ? inventoryText.t('noItemMatchesTheseFilters')
          : inventoryText.t('nothingIsRecordedHereYet')}
      </p>
      {addTo && !filtered && (
        <Link to={addTo} className="btn btn-primary btn-sm mt-4">
          {inventoryText.t('addYourFirstItem')}
        </Link>
      )}
    </div>
  );
}
