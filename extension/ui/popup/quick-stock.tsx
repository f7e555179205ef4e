// Quick inventory actions. Choose a farm, search an item, then consume, transfer or receive; only
// the actions docs/product/extension.md offers for that item are shown, and none on a farm whose role does not let
// the person change stock (../../farm-access.ts): they can still look items up.
import { useState } from 'react';
import type { ApiClient } from '@/shared/api/client';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { canConsume, canTransfer } from '@/shared/inventory/rules';
import type { QuickStockAction } from '@/shared/inventory/stock-action-messages';
import { formatQuantity } from '@/shared/ui/inventory/labels';
import { useDebounced } from '@/shared/ui/inventory/use-debounced';
import { canChangeStock } from '../../farm-access';
import { FarmAndSearch, useFarms, useItemSearch } from '../farm-and-search';
import { OfflineNotice } from '../offline-notice';
import { useOnline } from '../use-session';
import { StockActionForm } from './stock-action-form';
import { extensionText } from '@/extension/i18n';

/** Read at each render, so they follow the language. */
const LABELS: Readonly<Record<QuickStockAction, string>> = {
  get consume() {
    return extensionText.t('actionConsume');
  },
  get transfer() {
    return extensionText.t('actionTransfer');
  },
  get receive() {
    return extensionText.t('actionReceive');
  },
};

export function actionsFor(item: InventoryItem): QuickStockAction[] {
  const actions: QuickStockAction[] = [];
  if (canConsume(item)) actions.push('consume');
  if (canTransfer(item)) actions.push('transfer');
  actions.push('receive');
  return actions;
}

export function QuickStock({ api }: { api: ApiClient }) {
  const online = useOnline();
  const { farms, farm, farmId, chooseFarm } = useFarms(api);
  const mayChange = farm ? canChangeStock(farm) : false;
  const [search, setSearch] = useState('');
  const items = useItemSearch(api, farmId, useDebounced(search));
  const [chosen, setChosen] = useState<{ item: InventoryItem; action: QuickStockAction } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <section aria-labelledby="stock-heading" className="flex flex-col gap-2 px-3 py-2">
      <h2 id="stock-heading" className="text-sm font-semibold">
        {extensionText.t('quickStockActions')}
      </h2>
      <FarmAndSearch farms={farms} farmId={farmId} onFarm={chooseFarm} search={search} onSearch={setSearch} />
      {(items.offline || farms.offline) && <OfflineNotice />}
      {farm && !mayChange && (
        <p className="text-base-content/70 text-xs">
          {extensionText.t('roleCannotChangeStock', { farm: farm.name })}
        </p>
      )}
      {done && (
        <p role="status" className="text-success text-xs">
          {done}
        </p>
      )}
      {items.error && (
        <p role="alert" className="text-error text-xs">
          {items.error}
        </p>
      )}
      <ul className="flex max-h-40 flex-col overflow-y-auto">
        {(items.data?.data ?? []).map((item) => (
          <li
            key={item.id}
            className="border-base-300 flex items-center gap-2 border-b py-1 text-xs last:border-b-0"
          >
            <span className="min-w-0 flex-1 truncate" title={item.name}>
              {item.name}
            </span>
            <span className="text-base-content/70 whitespace-nowrap" aria-label={`${item.name} quantity`}>
              {formatQuantity(item.quantity)} {item.unit}
            </span>
            {/* Never on a row still shown from the farm chosen before (its list is loading). */}
            {(mayChange && item.farm_id === farmId ? actionsFor(item) : []).map((action) => (
              <button
                key={action}
                type="button"
                className="btn btn-xs btn-outline"
                aria-label={extensionText.t('actionItem', { action: LABELS[action], name: item.name })}
                onClick={() => {
                  setDone(null);
                  setChosen({ item, action });
                }}
              >
                {LABELS[action]}
              </button>
            ))}
          </li>
        ))}
      </ul>
      {items.data && items.data.data.length === 0 && (
        <p className="text-base-content/60 text-xs">{extensionText.t('noInventoryItemsFound')}</p>
      )}
      {chosen && (
        <div className="bg-base-200 rounded-box p-2">
          <div className="mb-1 flex items-center justify-between">
            <h3 className="text-xs font-semibold">
              {LABELS[chosen.action]} {chosen.item.name}
            </h3>
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => setChosen(null)}>
              {extensionText.t('cancel')}
            </button>
          </div>
          <StockActionForm
            key={`${chosen.item.id}-${chosen.action}`}
            api={api}
            item={chosen.item}
            action={chosen.action}
            online={online}
            onDone={(message) => {
              setChosen(null);
              setDone(message);
              items.reload();
            }}
          />
        </div>
      )}
    </section>
  );
}
