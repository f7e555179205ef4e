// An item's ledger, newest first: what happened, the change, the quantity after, where (and from
// or to where for a transfer), who, when and the note.
import { useState } from 'react';
import type { StockMovement } from '@/shared/contracts/stock-movements';
import { Spinner } from '@/shared/ui/spinner';
import { movementLabel } from '@/shared/inventory/app-labels';
import { formatQuantity, formatStockChange, unitLabel } from '@/shared/inventory/labels';
import { useDisplayFormats } from '../hooks/use-display-formats';
import { HISTORY_PAGE_SIZE, useItemMovements } from '../hooks/use-inventory-queries';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import { localizeApiMessage } from '@/shared/api/i18n';
import { inventoryText } from '@/web/features/inventory/i18n';
import { ExportMenu } from '@/web/components/export-menu';
import { listExportPaths } from '@/shared/api/exports';

function place(m: StockMovement): string {
  if (m.type === 'transfer_out' && m.counterpart_location_name)
    return `${m.location_name} → ${m.counterpart_location_name}`;
  if (m.type === 'transfer_in' && m.counterpart_location_name)
    return `${m.counterpart_location_name} → ${m.location_name}`;
  return m.location_name;
}

export function MovementHistory({ farmId, itemId }: { farmId: string; itemId: string }) {
  const [page, setPage] = useState(1);
  const query = useItemMovements(farmId, itemId, page);
  const formats = useDisplayFormats();

  if (query.isPending) return <Spinner label={inventoryText.t('loadingHistory')} />;
  if (query.isError)
    return (
      <LoadError
        message={inventoryText.t('failedToFetchData')}
        detail={localizeApiMessage(query.error.message)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const { data, meta } = query.data;
  if (data.length === 0)
    return <p className="text-sm text-base-content/70">{inventoryText.t('noStockMovementsYet')}</p>;
  return (
    <>
      <ExportMenu
        url={listExportPaths.movements(farmId)}
        query={{ item_id: itemId }}
        fileLabel={inventoryText.t('stockMovements')}
      />
      <ol
        aria-label={inventoryText.t('stockMovements')}
        className="divide-y divide-base-300 rounded-box border border-base-300"
      >
        {data.map((m) => {
          const change = Number(m.quantity_change);
          return (
            <li key={m.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 p-3 text-sm">
              <span className="font-medium">{movementLabel(m.type)}</span>
              <span
                className={`text-right font-semibold tabular-nums ${change < 0 ? 'text-error' : 'text-success'}`}
              >
                {formatStockChange(m.quantity_change, m.unit)}
              </span>
              <span className="text-base-content/70">{place(m)}</span>
              <span className="text-right text-base-content/70 tabular-nums">
                {inventoryText.t('formatquantityUnitAfter', {
                  formatQuantity: formatQuantity(m.quantity_after),
                  unit: unitLabel(m.unit, Number(m.quantity_after)),
                })}
              </span>
              <span className="text-xs text-base-content/60">
                {m.user_name ?? inventoryText.t('someone')} ·{' '}
                <time dateTime={m.created_at}>{formats.dateTime(m.created_at)}</time>
              </span>
              {m.note && <span className="col-span-2 text-xs italic text-base-content/80">“{m.note}”</span>}
            </li>
          );
        })}
      </ol>
      {meta.total > HISTORY_PAGE_SIZE && <Pagination meta={meta} onPage={setPage} />}
    </>
  );
}
