// docs/product/inventory.md table: Item, Type, Qty, Status, Location, Last Updated (hidden on small screens), Actions. Consume
// and Transfer are offered by canConsume / canTransfer (docs/product/inventory.md); a product whose category contains "crop" is
// highlighted as harvested crop. Shared by the web app (names link to the item) and the <farm-inventory> widget
// (names are buttons; no Actions column when the embed key is read-only).
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ArrowRightLeft, MinusCircle, Wheat } from 'lucide-react';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { categoryLabel, formatStock, typeLabel } from '@/shared/inventory/labels';
import { canConsume, canTransfer, isHarvestedCrop } from '@/shared/inventory/rules';
import { StatusBadge } from './status-badge';
import { uiText } from '@/shared/ui/i18n';

export type TableAction = 'consume' | 'transfer';

export interface InventoryTableProps {
  items: InventoryItem[];
  /** The item's name cell: a link in the web app, a button in the widget. */
  renderName: (item: InventoryItem) => ReactNode;
  formatDate: (iso: string) => string;
  /** Without it the table is read-only: no Actions column. */
  onAction?: (action: TableAction, item: InventoryItem) => void;
  /** Only these actions are offered (a widget key may allow consume but not transfer), for every row or per row
   *  (a list across farms offers each item what the person's role on its farm allows, docs/decisions/035). */
  actions?: readonly TableAction[] | ((item: InventoryItem) => readonly TableAction[]);
  /** Lists across farms name each item's farm. */
  showFarm?: boolean;
  /** A list of one location's items leaves the Location column out. */
  showLocation?: boolean;
  caption: string;
}

export function InventoryTable(props: InventoryTableProps) {
  const { items, renderName, formatDate, onAction, showFarm = false, showLocation = true, caption } = props;
  const offers = (action: TableAction, item: InventoryItem) => {
    const allowed = typeof props.actions === 'function' ? props.actions(item) : props.actions;
    return !allowed || allowed.includes(action);
  };
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{uiText.t('item')}</th>
            {showFarm && <th scope="col">{uiText.t('farm')}</th>}
            <th scope="col">{uiText.t('type')}</th>
            <th scope="col" className="text-right">
              {uiText.t('qty')}
            </th>
            <th scope="col">{uiText.t('status')}</th>
            {showLocation && <th scope="col">{uiText.t('location')}</th>}
            <th scope="col" className="hidden md:table-cell">
              {uiText.t('lastUpdated')}
            </th>
            {onAction && (
              <th scope="col" className="text-right">
                {uiText.t('actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const harvested = isHarvestedCrop(item);
            return (
              <tr
                key={item.id}
                className={clsx(harvested && 'bg-warning/10')}
                data-harvested={harvested || undefined}
              >
                <td>
                  {renderName(item)}
                  <div className="text-xs text-base-content/60">{categoryLabel(item.category)}</div>
                  {harvested && (
                    <span className="badge badge-warning badge-soft badge-xs mt-1 gap-1">
                      <Wheat className="h-3 w-3" aria-hidden="true" />
                      {uiText.t('harvestedCrop')}
                    </span>
                  )}
                </td>
                {showFarm && <td>{item.farm_name ?? ''}</td>}
                <td>{typeLabel(item.item_type)}</td>
                <td className="whitespace-nowrap text-right tabular-nums">
                  {formatStock(item.quantity, item.unit)}
                </td>
                <td>
                  <StatusBadge status={item.status} />
                </td>
                {showLocation && <td>{item.location_name}</td>}
                <td className="hidden whitespace-nowrap md:table-cell">{formatDate(item.last_updated)}</td>
                {onAction && (
                  <td>
                    <div className="flex justify-end gap-1">
                      {offers('consume', item) && canConsume(item) && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-xs"
                          aria-label={uiText.t('consumeName', { name: item.name })}
                          onClick={() => onAction('consume', item)}
                        >
                          <MinusCircle className="h-3.5 w-3.5" aria-hidden="true" />
                          {uiText.t('consume')}
                        </button>
                      )}
                      {offers('transfer', item) && canTransfer(item) && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-xs"
                          aria-label={uiText.t('transferName', { name: item.name })}
                          onClick={() => onAction('transfer', item)}
                        >
                          <ArrowRightLeft className="h-3.5 w-3.5" aria-hidden="true" />
                          {uiText.t('transfer')}
                        </button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
