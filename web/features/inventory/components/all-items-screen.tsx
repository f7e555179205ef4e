// /farmer/inventory/all-items: every item on every farm the farmer works on, with a Farm column and
// the filters of docs/product/inventory.md. An item name opens its detail on its own farm's inventory screen.
import { apiText, localizeApiMessage } from '@/shared/api/i18n';
import { filtersActive, showingLine } from '@/shared/inventory/filters';
import { Spinner } from '@/shared/ui/spinner';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useAllInventory, useLoadErrorToast } from '../hooks/use-inventory-queries';
import { useLocationsAcrossFarms } from '../hooks/use-lookups';
import { useUrlFilters } from '../hooks/use-url-filters';
import { ActionDialogs, useItemActions } from './dialogs/action-dialogs';
import { itemDetailPath } from '../links';
import { EmptyInventory } from './empty-inventory';
import { FilterBar } from '@/shared/ui/inventory/filter-bar';
import { InventoryTable } from './inventory-table';
import { LoadError } from './load-error';
import { PageHeader } from '@/web/components/page-header';
import { Pagination } from './pagination';
import { inventoryText } from '@/web/features/inventory/i18n';

export function AllItemsScreen() {
  useDocumentTitle(inventoryText.t('allInventoryItems'));
  const { filters, page, setFilter, reset, setPage } = useUrlFilters();
  const query = useAllInventory({ ...filters, page });
  const locations = useLocationsAcrossFarms();
  const actions = useItemActions();
  useLoadErrorToast(query, 'inventory-all');
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={inventoryText.t('allInventoryItems')}
        description={inventoryText.t('everyItemOnEveryFarm')}
      />
      <FilterBar filters={filters} onChange={setFilter} onReset={reset} locations={locations} />
      {query.isError && !query.data ? (
        <LoadError
          message={apiText.t('inventoryFetchError')}
          detail={localizeApiMessage(query.error.message)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.isPending ? (
        <Spinner label={inventoryText.t('loadingInventory')} />
      ) : (
        <>
          <p className="mb-2 text-sm text-base-content/70" aria-live="polite">
            {showingLine(query.data.meta.total, query.data.meta.unfiltered_total)}
          </p>
          {rows.length === 0 ? (
            <EmptyInventory filtered={filtersActive(filters)} />
          ) : (
            <InventoryTable
              caption={inventoryText.t('allInventoryItems')}
              items={rows}
              showFarm
              itemLink={(item) => itemDetailPath(item.farm_id, item.id)}
              onAction={actions.start}
            />
          )}
          <Pagination meta={query.data.meta} onPage={setPage} />
        </>
      )}
      <ActionDialogs open={actions.open} onClose={actions.close} />
    </>
  );
}
