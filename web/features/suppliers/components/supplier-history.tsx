// The supplier detail's two lists: items it supplied and its receipts (SUPPLIER_DETAIL_LIMIT of each at most).
import type { ReactNode } from 'react';
import type { Supplier } from '@/shared/api/suppliers';
import { SUPPLIER_DETAIL_LIMIT } from '@/shared/contracts/suppliers';
import { formatDateTime } from '@/shared/i18n/format';
import { formatStock, formatStockChange, typeLabel } from '@/shared/inventory/labels';
import { suppliersText } from '@/web/features/suppliers/i18n';

/** A receipt's moment in the language's own words ("5 Mar 2026, 14:05"). */
const when = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });

function Panel({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="card border border-base-300 bg-base-100">
      <div className="card-body">
        <h2 className="card-title text-base">
          {title} <span className="badge badge-sm">{count}</span>
        </h2>
        {children}
        {count >= SUPPLIER_DETAIL_LIMIT && (
          <p className="text-xs text-base-content/60">
            {suppliersText.t('showingTheLatestSupplierDetail', {
              SUPPLIER_DETAIL_LIMIT: SUPPLIER_DETAIL_LIMIT,
            })}
          </p>
        )}
      </div>
    </section>
  );
}

export function SupplierItems({ supplier }: { supplier: Supplier }) {
  const items = supplier.items ?? [];
  return (
    <Panel title={suppliersText.t('itemsSupplied')} count={items.length}>
      {items.length === 0 ? (
        <p className="text-sm text-base-content/70">{suppliersText.t('noItemsNameThisSupplier')}</p>
      ) : (
        <ul className="divide-y divide-base-300">
          {items.map((item) => (
            <li key={item.id} className="flex justify-between gap-2 py-2 text-sm">
              <span>
                {item.name} <span className="text-base-content/60">({typeLabel(item.item_type)})</span>
              </span>
              <span className="tabular-nums">{formatStock(item.quantity, item.unit)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function SupplierReceipts({ supplier }: { supplier: Supplier }) {
  const receipts = supplier.receipts ?? [];
  return (
    <Panel title={suppliersText.t('receipts')} count={receipts.length}>
      {receipts.length === 0 ? (
        <p className="text-sm text-base-content/70">{suppliersText.t('noStockHasBeenReceived')}</p>
      ) : (
        <ul className="divide-y divide-base-300">
          {receipts.map((receipt) => (
            <li key={receipt.id} className="py-2 text-sm">
              <div className="flex justify-between gap-2">
                <span className="font-medium">{receipt.item_name}</span>
                <span className="tabular-nums">
                  {formatStockChange(receipt.quantity_change, receipt.unit)}
                </span>
              </div>
              <div className="text-xs text-base-content/60">
                {when(receipt.created_at)}
                {receipt.note && ` · ${receipt.note}`}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
