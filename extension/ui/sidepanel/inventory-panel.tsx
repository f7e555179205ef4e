// Search a farm's inventory; choosing an item shows its details and recent movements.
import { useState } from 'react';
import type { ApiClient } from '@/shared/api/client';
import { formatQuantity, TYPE_LABELS } from '@/shared/ui/inventory/labels';
import { StatusBadge } from '@/shared/ui/inventory/status-badge';
import { useDebounced } from '@/shared/ui/inventory/use-debounced';
import { showingLine } from '@/shared/inventory/filters';
import { FarmAndSearch, useFarms, useItemSearch } from '../farm-and-search';
import { OfflineNotice } from '../offline-notice';
import { ItemDetail } from './item-detail';
import { extensionText } from '@/extension/i18n';

export function InventoryPanel({ api }: { api: ApiClient }) {
  const { farms, farmId, chooseFarm } = useFarms(api);
  const [search, setSearch] = useState('');
  const items = useItemSearch(api, farmId, useDebounced(search), 25);
  const [itemId, setItemId] = useState<string | null>(null);

  if (farmId && itemId)
    return <ItemDetail api={api} farmId={farmId} itemId={itemId} onBack={() => setItemId(null)} />;
  return (
    <section aria-label={extensionText.t('inventory')} className="flex flex-col gap-2 p-3">
      <FarmAndSearch farms={farms} farmId={farmId} onFarm={chooseFarm} search={search} onSearch={setSearch} />
      {(items.offline || farms.offline) && <OfflineNotice />}
      {items.error && (
        <p role="alert" className="text-error text-sm">
          {items.error}
        </p>
      )}
      {items.data && (
        <p className="text-base-content/70 text-xs">
          {showingLine(items.data.meta.total, items.data.meta.unfiltered_total)}
        </p>
      )}
      <ul className="rounded-box border-base-300 border">
        {(items.data?.data ?? []).map((item) => (
          <li key={item.id} className="border-base-300 border-b last:border-b-0">
            <button
              type="button"
              className="hover:bg-base-200 flex w-full items-center gap-2 px-3 py-2 text-left text-sm"
              onClick={() => setItemId(item.id)}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{item.name}</span>
                <span className="text-base-content/60 text-xs">
                  {TYPE_LABELS[item.item_type]} · {item.category} · {item.location_name}
                </span>
              </span>
              <span className="whitespace-nowrap text-xs">
                {formatQuantity(item.quantity)} {item.unit}
              </span>
              <StatusBadge status={item.status} />
            </button>
          </li>
        ))}
        {items.data && items.data.data.length === 0 && (
          <li className="text-base-content/60 p-4 text-center text-sm">
            {extensionText.t('noInventoryItemsFound')}
          </li>
        )}
      </ul>
    </section>
  );
}
