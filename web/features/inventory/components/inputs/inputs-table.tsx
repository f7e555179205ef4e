// docs/product/inventory.md Farm input row: name, category, supplier, purchase date, expiry date, quantity, unit, cost and
// status (docs/product/inventory.md colours), with Edit and Delete that really work (docs/decisions/002).
import { Link } from 'react-router-dom';
import { Pencil, Trash2 } from 'lucide-react';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { farmInputStatus } from '@/shared/inventory/rules';
import { formatMoney } from '@/shared/settings/format';
import { categoryLabel, formatQuantity, unitLabel } from '@/shared/inventory/labels';
import { useDisplayFormats } from '../../hooks/use-display-formats';
import { itemDetailPath } from '../../links';
import { StatusBadge } from '@/shared/ui/inventory/status-badge';
import { inventoryText } from '@/web/features/inventory/i18n';

export function InputsTable({
  items,
  onEdit,
  onDelete,
}: {
  items: InventoryItem[];
  /** Absent when the person's role may not edit (or delete) the farm's inventory: no button. */
  onEdit?: (item: InventoryItem) => void;
  onDelete?: (item: InventoryItem) => void;
}) {
  const hasActions = Boolean(onEdit || onDelete);
  const formats = useDisplayFormats();
  const dash = <span className="text-base-content/40">—</span>;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm">
        <caption className="sr-only">{inventoryText.t('farmInputs')}</caption>
        <thead>
          <tr>
            <th scope="col">{inventoryText.t('name')}</th>
            <th scope="col">{inventoryText.t('category')}</th>
            <th scope="col">{inventoryText.t('supplier')}</th>
            <th scope="col">{inventoryText.t('purchaseDate')}</th>
            <th scope="col">{inventoryText.t('expiryDate')}</th>
            <th scope="col" className="text-right">
              {inventoryText.t('quantity')}
            </th>
            <th scope="col">{inventoryText.t('unit')}</th>
            <th scope="col" className="text-right">
              {inventoryText.t('costUnit')}
            </th>
            <th scope="col">{inventoryText.t('status')}</th>
            {hasActions && (
              <th scope="col" className="text-right">
                {inventoryText.t('actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <Link to={itemDetailPath(item.farm_id, item.id)} className="link link-hover font-medium">
                  {item.name}
                </Link>
                {/* The same input can sit in two stores after a transfer: say which. */}
                <div className="text-xs text-base-content/60">{item.location_name}</div>
              </td>
              <td>{categoryLabel(item.category)}</td>
              <td>{item.supplier ?? dash}</td>
              <td className="whitespace-nowrap">
                {item.purchase_date ? formats.date(item.purchase_date) : dash}
              </td>
              <td className="whitespace-nowrap">
                {item.expiry_date ? formats.date(item.expiry_date) : dash}
              </td>
              <td className="text-right tabular-nums">{formatQuantity(item.quantity)}</td>
              <td>{unitLabel(item.unit, Number(item.quantity))}</td>
              <td className="whitespace-nowrap text-right tabular-nums">
                {item.unit_cost == null ? dash : formatMoney(item.unit_cost, item.currency)}
              </td>
              <td>
                {/* docs/product/inventory.md Farm input status: in stock, not low, not expired reads "Available" (green). */}
                <StatusBadge status={farmInputStatus(item.status)} />
              </td>
              {hasActions && (
                <td>
                  <div className="flex justify-end gap-1">
                    {onEdit && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs"
                        aria-label={inventoryText.t('editName', { name: item.name })}
                        onClick={() => onEdit(item)}
                      >
                        <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
                        {inventoryText.t('edit')}
                      </button>
                    )}
                    {onDelete && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs text-error"
                        aria-label={inventoryText.t('deleteName', { name: item.name })}
                        onClick={() => onDelete(item)}
                      >
                        <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                        {inventoryText.t('delete')}
                      </button>
                    )}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
