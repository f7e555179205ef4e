// The items held in one storage location, for the storage-location detail page: the inventory
// table of docs/product/inventory.md filtered to the location, with Consume and Transfer, paged on the server.
import { useState } from 'react';
import { apiText, localizeApiMessage } from '@/shared/api/i18n';
import { showingLine } from '@/shared/inventory/filters';
import { Spinner } from '@/shared/ui/spinner';
import { useFarmInventory } from '../hooks/use-inventory-queries';
import { ActionDialogs, useItemActions } from './dialogs/action-dialogs';
import { itemDetailPath } from '../links';
import { EmptyInventory } from './empty-inventory';
import { InventoryTable } from './inventory-table';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import { inventoryText } from '@/web/features/inventory/i18n';

export function LocationItems({ farmId, locationId }: { farmId: string; locationId: string }) {
  const [page, setPage] = useState(1);
  const query = useFarmInventory(farmId, { location_id: locationId, page });
  const actions = useItemActions();

  if (query.isPending) return <Spinner label={inventoryText.t('loadingItems')} />;
  if (query.isError && !query.data)
    return (
      <LoadError
        message={apiText.t('inventoryFetchError')}
        detail={localizeApiMessage(query.error.message)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const rows = query.data.data;
  // The location is this list's whole scope, while the server's unfiltered_total counts the farm: M is the
  // location's own count (decision 014).
  const inLocation = query.data.meta.total;
  return (
    <>
      <p className="mb-2 text-sm text-base-content/70">{showingLine(inLocation, inLocation)}</p>
      {rows.length === 0 ? (
        <EmptyInventory filtered={false} />
      ) : (
        <InventoryTable
          caption={inventoryText.t('itemsInThisLocation')}
          showLocation={false}
          items={rows}
          itemLink={(item) => itemDetailPath(item.farm_id, item.id)}
          onAction={actions.start}
        />
      )}
      <Pagination meta={query.data.meta} onPage={setPage} />
      <ActionDialogs open={actions.open} onClose={actions.close} />
    </>
  );
}
