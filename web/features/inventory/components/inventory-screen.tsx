// docs/product/inventory.md Farm inventory screen (per farm): header with Add Item, the filters (kept in the query string), the
// "Showing N of M items" line, the table with Consume and Transfer, paging on the server, the empty state, and
// the item detail with its history (?item=<id>). docs/product/inventory.md errors with Retry, never mock items (decision 002).
import { Link, useSearchParams } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { apiText, localizeApiMessage } from '@/shared/api/i18n';
import { filtersActive, showingLine } from '@/shared/inventory/filters';
import { paths } from '@/shared/routes/paths';
import { Spinner } from '@/shared/ui/spinner';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useFarmInventory, useLoadErrorToast } from '../hooks/use-inventory-queries';
import { useFarmLocations } from '../hooks/use-lookups';
import { useUrlFilters } from '../hooks/use-url-filters';
import { ExportMenu } from '@/web/components/export-menu';
import { listExportPaths } from '@/shared/api/exports';
import { ActionDialogs, useItemActions } from './dialogs/action-dialogs';
import { EmptyInventory } from './empty-inventory';
import { FilterBar } from '@/shared/ui/inventory/filter-bar';
import { InventoryTable } from './inventory-table';
import { ItemDetail } from './item-detail';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import { inventoryText } from '@/web/features/inventory/i18n';

export function FarmInventoryScreen({ farmId }: { farmId: string }) {
  useDocumentTitle(inventoryText.t('farmInventory'));
  const [params, setParams] = useSearchParams();
  const { filters, page, setFilter, reset, setPage } = useUrlFilters();
  const query = useFarmInventory(farmId, { ...filters, page });
  const locations = useFarmLocations(farmId);
  const actions = useItemActions();
  // docs/decisions/035: Add Item needs inventory.create; the stock actions (table, detail) inventory.edit.
  const mayAdd = useFarmCan()(farmId, 'inventory.create');
  useLoadErrorToast(query, `inventory-${farmId}`);

  const openItemId = params.get('item');
  const withItem = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('item', id);
    else next.delete('item');
    return next;
  };
  const rows = query.data?.data ?? [];

  return (
    <>
      <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{inventoryText.t('farmInventory')}</h1>
        <ExportMenu
          url={listExportPaths.inventory(farmId)}
          query={filters}
          fileLabel={inventoryText.t('farmInventory')}
        />
        {mayAdd && (
          <Link to={paths.farmer.farmInventoryAdd(farmId)} className="btn btn-primary btn-sm">
            <Plus className="h-4 w-4" aria-hidden="true" />
            {inventoryText.t('addItem2')}
          </Link>
        )}
      </header>

      <FilterBar
        filters={filters}
        onChange={setFilter}
        onReset={reset}
        locations={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
      />

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
            <EmptyInventory
              filtered={filtersActive(filters)}
              addTo={mayAdd ? paths.farmer.farmInventoryAdd(farmId) : undefined}
            />
          ) : (
            <InventoryTable
              caption={inventoryText.t('farmInventoryLink')}
              items={rows}
              itemLink={(item) => `?${withItem(item.id).toString()}`}
              onAction={actions.start}
            />
          )}
          <Pagination meta={query.data.meta} onPage={setPage} />
        </>
      )}

      {openItemId && (
        <ItemDetail
          farmId={farmId}
          itemId={openItemId}
          initial={rows.find((r) => r.id === openItemId)}
          onClose={() => setParams(withItem(null), { replace: true })}
          onAction={actions.start}
        />
      )}
      <ActionDialogs open={actions.open} onClose={actions.close} />
    </>
  );
}
