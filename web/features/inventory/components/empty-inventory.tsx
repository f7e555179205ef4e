// docs/product/inventory.md empty state: "No Inventory Items Found", with what to do next.
import { Link } from 'react-router-dom';
import { PackageOpen } from 'lucide-react';

export function EmptyInventory({ filtered, addTo }: { filtered: boolean; addTo?: string }) {
  return (
    <div className="rounded-box border border-dashed border-base-300 bg-base-100 p-8 text-center">
      <PackageOpen className="mx-auto mb-2 h-10 w-10 text-base-content/40" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No Inventory Items Found</h2>
      <p className="mt-1 text-sm text-base-content/70">
        {filtered
          ? 'No item matches these filters. Reset them to see everything.'
          : 'Nothing is recorded here yet.'}
      </p>
      {addTo && !filtered && (
        <Link to={addTo} className="btn btn-primary btn-sm mt-4">
          Add your first item
        </Link>
      )}
    </div>
  );
}
