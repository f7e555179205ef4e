// <farm-inventory> (docs/product/widgets.md): the farm's inventory table with its filters, read-only, or with
// Consume and Transfer when the key allows inventory:write, kept live: a stock change anywhere loads the page shown
// again. The session's scopes are what the key's creator may still do on the farm (docs/decisions/035); when the
// server refuses a write because that changed, the widget says so and starts a new session, losing the actions. Choosing an item sends `farm-item-select`; a stock change made here sends `farm-stock-change` with the
// updated item.
import { useState } from 'react';
import type { InventoryItem, InventoryPage } from '@/shared/contracts/inventory';
import type { StorageLocation } from '@/shared/contracts/storage-locations';
import {
  EMPTY_FILTERS,
  filtersToQuery,
  showingLine,
  type InventoryFilters,
} from '@/shared/inventory/filters';
import { formatDateTime, formatNumber } from '@/shared/i18n/format';
import { FilterBar } from '@/shared/ui/inventory/filter-bar';
import { InventoryTable, type TableAction } from '@/shared/ui/inventory/inventory-table';
import type { WidgetProps } from '../lib/define-widget';
import { emit } from '../lib/emit';
import { useLiveStock } from '../lib/use-live-stock';
import { useLoad, useWidgetApi } from '../lib/use-widget';
import { WidgetFrame } from '../lib/widget-frame';
import { WidgetError } from '../lib/widget-api';
import { StockActionForm } from './stock-action-form';
import { widgetsText } from '@/widgets/i18n';

export const ITEM_SELECT = 'farm-item-select';
export const STOCK_CHANGE = 'farm-stock-change';

export function FarmInventory(props: WidgetProps & { heading?: string; rows?: number }) {
  const api = useWidgetApi(props);
  const perPage = Math.min(Math.max(Math.round(props.rows || 10), 1), 50);
  const [filters, setFilters] = useState<InventoryFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ action: TableAction; item: InventoryItem } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const context = useLoad(api, async (a) => {
    const [session, locations] = await Promise.all([
      a.session(),
      a.get<{ data: StorageLocation[] }>('storage-locations'),
    ]);
    return { session, locations: locations.data };
  });
  const query = JSON.stringify([filtersToQuery(filters), page, perPage]);
  const list = useLoad(
    api,
    (a) => a.get<InventoryPage>('inventory', { ...filtersToQuery(filters), page, per_page: perPage }),
    query,
  );

  // Locations too: their names fill the Location filter.
  useLiveStock(api, list.data !== null, () => {
    list.reload();
    context.reload();
  });

  const canWrite = context.data?.session.scopes.includes('inventory:write') ?? false;
  const change = (key: keyof InventoryFilters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const total = list.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const error = context.error ?? list.error;

  return (
    <WidgetFrame
      theme={props.theme}
      title={
        props.heading ||
        (context.data
          ? widgetsText.t('inventoryAtFarm', { farm: context.data.session.farm.name })
          : widgetsText.t('inventory'))
      }
      loading={context.loading || (list.loading && !list.data)}
      error={error}
      onRetry={() => (context.error ? context.reload() : list.reload())}
    >
      <div className="p-3">
        <FilterBar
          filters={filters}
          onChange={change}
          onReset={() => {
            setFilters(EMPTY_FILTERS);
            setPage(1);
          }}
          locations={context.data?.locations.map((l) => ({ value: l.id, label: l.name }))}
        />
        {refusal && (
          <p role="alert" className="mb-2 text-sm text-warning">
            {refusal}
          </p>
        )}
        {notice && (
          <p role="status" className="mb-2 text-sm text-success">
            {notice}
          </p>
        )}
        {open && !(api instanceof WidgetError) && (
          <StockActionForm
            api={api}
            action={open.action}
            item={open.item}
            locations={context.data?.locations ?? []}
            onCancel={() => setOpen(null)}
            onRefused={(error) => {
              setOpen(null);
              setNotice(null);
              setRefusal(error.describe());
              api.forgetSession();
              context.reload();
            }}
            onDone={(item, message) => {
              setOpen(null);
              setNotice(message);
              list.reload();
              emit(props.container, STOCK_CHANGE, { action: open.action, item });
            }}
          />
        )}
        <p className="mb-2 text-sm text-base-content/70">
          {showingLine(total, list.data?.meta.unfiltered_total ?? 0)}
        </p>
        {list.data && list.data.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-base-content/70">
            {widgetsText.t('noInventoryItemsFound')}
          </p>
        ) : (
          <InventoryTable
            items={list.data?.data ?? []}
            caption={widgetsText.t('farmInventory')}
            formatDate={(iso) => formatDateTime(iso, { dateStyle: 'medium' })}
            renderName={(item) => (
              <button
                type="button"
                className="link link-hover font-medium"
                onClick={() => emit(props.container, ITEM_SELECT, item)}
              >
                {item.name}
              </button>
            )}
            onAction={canWrite ? (action, item) => setOpen({ action, item }) : undefined}
          />
        )}
        {pages > 1 && (
          <div className="join mt-3 flex justify-center">
            <button
              type="button"
              className="btn join-item btn-sm"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              {widgetsText.t('previous')}
            </button>
            <span className="btn join-item btn-sm pointer-events-none">
              {widgetsText.t('pageOfPages', { page: formatNumber(page), pages: formatNumber(pages) })}
            </span>
            <button
              type="button"
              className="btn join-item btn-sm"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {widgetsText.t('next')}
            </button>
          </div>
        )}
      </div>
    </WidgetFrame>
  );
}
