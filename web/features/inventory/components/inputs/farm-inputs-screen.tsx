// docs/product/inventory.md Farm inputs screen, made real (docs/decisions/002): the farm's items of type input with a search box,
// a category filter and a status filter, and Add Input, Edit and Delete that work. No sample rows; a failed load
// shows "Failed to fetch farm inputs" with Retry.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { apiText, localizeApiMessage } from '@/shared/api/i18n';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { FARM_INPUT_STATUSES } from '@/shared/contracts/inventory-enums';
import { EMPTY_FILTERS, filtersActive, showingLine } from '@/shared/inventory/filters';
import { Spinner } from '@/shared/ui/spinner';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useRecordAbilities } from '@/web/lib/farm-permissions';
import { useFarmInventory, useLoadErrorToast } from '../../hooks/use-inventory-queries';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { addInputPath } from '../../links';
import { FilterBar } from '@/shared/ui/inventory/filter-bar';
import { LoadError } from '../load-error';
import { PageHeader } from '@/web/components/page-header';
import { Pagination } from '../pagination';
import { DeleteInputDialog } from './delete-input-dialog';
import { EditInputDialog } from './edit-input-dialog';
import { InputsTable } from './inputs-table';
import { inventoryText } from '@/web/features/inventory/i18n';

type Open = { kind: 'edit' | 'delete'; item: InventoryItem } | null;

/**
 * The M of "Showing N of M items" here is every input of the farm (decision 014). The farm list counts the whole
 * farm as unfiltered (type is a filter there), so with a filter on, M comes from the inputs' unfiltered first
 * page, which is usually in the query cache already.
 */
function useInputsTotal(farmId: string, filtered: boolean, listTotal: number | undefined) {
  const allInputs = useFarmInventory(
    farmId,
    { ...EMPTY_FILTERS, type: 'input', page: 1 },
    { enabled: filtered },
  );
  return filtered ? allInputs.data?.meta.total : listTotal;
}

export function FarmInputsScreen({ farmId }: { farmId: string }) {
  useDocumentTitle(inventoryText.t('farmInputs'));
  const { filters, visible, page, setFilter, reset, setPage } = useUrlFilters({
    fixedType: 'input',
    statuses: FARM_INPUT_STATUSES,
  });
  const query = useFarmInventory(farmId, { ...filters, page });
  const inputsTotal = useInputsTotal(farmId, filtersActive(visible), query.data?.meta.total);
  const [open, setOpen] = useState<Open>(null);
  // docs/decisions/035: adding, editing and deleting inputs need inventory.create, .edit and .delete.
  const may = useRecordAbilities(farmId, 'inventory');
  useLoadErrorToast(query, `inputs-${farmId}`);
  const rows = query.data?.data ?? [];
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader
        title={inventoryText.t('farmInputs')}
        description={inventoryText.t('seedsFertilizerAndCropProtection')}
        actions={
          may.create && (
            <Link to={addInputPath(farmId)} className="btn btn-primary btn-sm">
              <Plus className="h-4 w-4" aria-hidden="true" />
              {inventoryText.t('addInput')}
            </Link>
          )
        }
      />
      <FilterBar
        filters={filters}
        onChange={setFilter}
        onReset={reset}
        showType={false}
        statuses={FARM_INPUT_STATUSES}
      />
      {query.isError && !query.data ? (
        <LoadError
          message={apiText.t('farmInputsFetchError')}
          detail={localizeApiMessage(query.error.message)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.isPending ? (
        <Spinner label={inventoryText.t('loadingFarmInputs')} />
      ) : (
        <>
          <p className="mb-2 text-sm text-base-content/70" aria-live="polite">
            {inputsTotal != null && showingLine(query.data.meta.total, inputsTotal)}
          </p>
          {rows.length === 0 ? (
            <div className="rounded-box border border-dashed border-base-300 bg-base-100 p-8 text-center">
              <h2 className="text-lg font-semibold">{inventoryText.t('noFarmInputsFound')}</h2>
              <p className="mt-1 text-sm text-base-content/70">
                {filtersActive(visible)
                  ? inventoryText.t('noInputMatchesTheseFilters')
                  : inventoryText.t('recordTheSeedsFertilizerAnd')}
              </p>
            </div>
          ) : (
            <InputsTable
              items={rows}
              onEdit={may.edit ? (item) => setOpen({ kind: 'edit', item }) : undefined}
              onDelete={may.delete ? (item) => setOpen({ kind: 'delete', item }) : undefined}
            />
          )}
          <Pagination meta={query.data.meta} onPage={setPage} />
        </>
      )}
      {open?.kind === 'edit' && <EditInputDialog key={open.item.id} item={open.item} onClose={close} />}
      {open?.kind === 'delete' && <DeleteInputDialog key={open.item.id} item={open.item} onClose={close} />}
    </>
  );
}
