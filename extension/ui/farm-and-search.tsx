// Choose a farm and search its items (docs/product/extension.md: name, category or supplier): the popup's quick actions and the
// side panel's inventory search both start here. The farm chosen last is remembered. Only farms whose role lets the
// person see stock are offered (../farm-access.ts).
import { useEffect, useRef } from 'react';
import type { ApiClient } from '@/shared/api/client';
import { listFarms, type Farm } from '@/shared/api/farms';
import { listInventory } from '@/shared/api/inventory';
import type { InventoryPage } from '@/shared/contracts/inventory';
import { canSeeStock } from '../farm-access';
import { lastFarmIdItem } from '../storage-items';
import { useCachedList, type CachedList } from './use-cached-list';
import { useStored } from './use-stored';
import { extensionText } from '@/extension/i18n';

export function useFarms(api: ApiClient) {
  const all = useCachedList<Farm[]>(`farms|${api.baseURL}`, () => listFarms(api));
  const farms = { ...all, data: all.data ? all.data.filter(canSeeStock) : null };
  const stored = useStored(lastFarmIdItem);
  const list = farms.data ?? [];
  const farm = list.find((f) => f.id === stored.value) ?? list[0] ?? null;
  return {
    farms,
    farm,
    farmId: farm?.id ?? null,
    chooseFarm: (id: string) => void lastFarmIdItem.setValue(id),
  };
}

export function useItemSearch(api: ApiClient, farmId: string | null, search: string, perPage = 8) {
  const key = farmId ? `inventory|${api.baseURL}|${farmId}|${search.trim().toLowerCase()}|${perPage}` : null;
  return useCachedList<InventoryPage>(key, () =>
    listInventory(api, farmId!, { search: search.trim(), per_page: perPage, sort: 'name' }),
  );
}

interface Props {
  farms: CachedList<Farm[]>;
  farmId: string | null;
  onFarm: (id: string) => void;
  search: string;
  onSearch: (value: string) => void;
}

export function FarmAndSearch({ farms, farmId, onFarm, search, onSearch }: Props) {
  // The remembered farm is gone (archived, another account): remember the first instead. Checked against the
  // farms as they are when the stored value arrives, never as they were when the effect ran: a farm chosen
  // meanwhile (in a list refreshed since) must not be overwritten by the stale fallback.
  const latestFarms = useRef(farms.data);
  latestFarms.current = farms.data;
  useEffect(() => {
    if (!farmId) return;
    void lastFarmIdItem.getValue().then(async (id) => {
      const stillThere = (latestFarms.current ?? []).some((f) => f.id === id);
      if (!stillThere) await lastFarmIdItem.setValue(farmId);
    });
  }, [farmId]);
  return (
    <div className="flex gap-2">
      <label className="flex-1 text-xs">
        <span className="sr-only">{extensionText.t('farm')}</span>
        <select
          aria-label={extensionText.t('farm')}
          className="select select-sm w-full"
          value={farmId ?? ''}
          onChange={(e) => onFarm(e.target.value)}
        >
          {(farms.data ?? []).length === 0 && <option value="">{extensionText.t('noFarms')}</option>}
          {(farms.data ?? []).map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      <input
        aria-label={extensionText.t('searchItems')}
        placeholder={extensionText.t('searchItems')}
        className="input input-sm flex-1"
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
    </div>
  );
}
