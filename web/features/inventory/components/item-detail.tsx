// An item's detail and history, as a side panel over the list (opened by ?item=<id>, so a reload or a shared
// link opens it again). The stock actions live here too: Consume, Transfer, Receive stock, Count.
import type { ReactNode } from 'react';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { canConsume, canHarvest, canSell, canTransfer } from '@/shared/inventory/rules';
import { formatMoney } from '@/shared/settings/format';
import { Spinner } from '@/shared/ui/spinner';
import { categoryLabel, formatQuantity, formatStock, typeLabel } from '@/shared/inventory/labels';
import { useDisplayFormats } from '../hooks/use-display-formats';
import { useInventoryItem } from '../hooks/use-inventory-queries';
import type { ItemAction } from './dialogs/action-dialogs';
import { LoadError } from './load-error';
import { Modal } from './modal';
import { MovementHistory } from './movement-history';
import { StatusBadge } from '@/shared/ui/inventory/status-badge';
import { localizeApiMessage } from '@/shared/api/i18n';
import { inventoryText } from '@/web/features/inventory/i18n';

export interface ItemDetailProps {
  farmId: string;
  itemId: string;
  /** The row already on screen, shown while the fresh copy loads. */
  initial?: InventoryItem;
  onClose: () => void;
  onAction: (action: ItemAction, item: InventoryItem) => void;
}

export function ItemDetail({ farmId, itemId, initial, onClose, onAction }: ItemDetailProps) {
  const query = useInventoryItem(farmId, itemId);
  const item = query.data ?? initial;
  // docs/decisions/035: every stock action (consume, transfer, receive, harvest, sale, count) needs inventory.edit.
  const mayChange = useFarmCan()(farmId, 'inventory.edit');
  return (
    <Modal title={item?.name ?? inventoryText.t('inventoryItem')} onClose={onClose} variant="drawer">
      {item ? (
        <ItemBody item={item} onAction={mayChange ? onAction : undefined} />
      ) : query.isError ? (
        <LoadError
          message={inventoryText.t('failedToFetchData')}
          detail={localizeApiMessage(query.error.message)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Spinner label={inventoryText.t('loadingItem')} />
      )}
      {item && (
        <section aria-labelledby="history-heading" className="mt-6">
          <h3 id="history-heading" className="mb-2 font-semibold">
            {inventoryText.t('history')}
          </h3>
          <MovementHistory farmId={farmId} itemId={itemId} />
        </section>
      )}
    </Modal>
  );
}

function ItemBody({ item, onAction }: { item: InventoryItem; onAction?: ItemDetailProps['onAction'] }) {
  const formats = useDisplayFormats();
  const facts: [string, ReactNode][] = [
    [inventoryText.t('type'), typeLabel(item.item_type)],
    [inventoryText.t('category'), categoryLabel(item.category)],
    [inventoryText.t('quantity'), formatStock(item.quantity, item.unit)],
    [inventoryText.t('status'), <StatusBadge key="s" status={item.status} />],
    [inventoryText.t('location'), item.location_name],
    [inventoryText.t('supplier'), item.supplier ?? '—'],
    [inventoryText.t('unitCost'), item.unit_cost == null ? '—' : formatMoney(item.unit_cost, item.currency)],
    [inventoryText.t('reorderLevel'), item.reorder_level == null ? '—' : formatQuantity(item.reorder_level)],
    [inventoryText.t('expiryDate'), item.expiry_date ? formats.date(item.expiry_date) : '—'],
    [inventoryText.t('lastUpdated'), formats.dateTime(item.last_updated)],
  ];
  const button = (action: ItemAction, label: string, primary = false) => (
    <button
      type="button"
      className={primary ? 'btn btn-primary btn-sm' : 'btn btn-sm'}
      onClick={() => onAction?.(action, item)}
    >
      {label}
    </button>
  );
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-base-content/60">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {item.description && <p className="mt-3 text-sm text-base-content/80">{item.description}</p>}
      {onAction && (
        <div className="mt-4 flex flex-wrap gap-2">
          {canConsume(item) && button('consume', inventoryText.t('consume'), true)}
          {canTransfer(item) && button('transfer', inventoryText.t('transfer'))}
          {button('receive', inventoryText.t('receiveStock'))}
          {canHarvest(item) && button('harvest', inventoryText.t('recordHarvest'))}
          {canSell(item) && button('sale', inventoryText.t('recordSale'))}
          {button('adjust', inventoryText.t('countAdjustment'))}
        </div>
      )}
    </>
  );
}
