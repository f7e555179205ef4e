// Low stock, expiring within 30 days and recent movements; each item leads to its detail.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { InventoryItem } from '@/shared/contracts/inventory';
import type { StockMovement } from '@/shared/contracts/stock-movements';
import { movementLabel } from '@/shared/inventory/app-labels';
import { formatQuantity, formatStock, formatStockChange } from '@/shared/inventory/labels';
import { useDisplayFormats } from '../../hooks/use-display-formats';
import { itemDetailPath } from '../../links';
import { inventoryText } from '@/web/features/inventory/i18n';

export function ListCard({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-label={title} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-2 p-4">
        <h2 className="font-semibold">{title}</h2>
        {children.length === 0 ? (
          <p className="text-sm text-base-content/70">{empty}</p>
        ) : (
          <ul className="divide-y divide-base-300 text-sm">{children}</ul>
        )}
      </div>
    </section>
  );
}

export function ItemLine({ item, detail }: { item: InventoryItem; detail: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <Link
        to={itemDetailPath(item.farm_id, item.id)}
        className="link link-hover min-w-0 truncate font-medium"
      >
        {item.name}
      </Link>
      <span className="shrink-0 text-right text-base-content/70 tabular-nums">{detail}</span>
    </li>
  );
}

export function LowStockList({ items }: { items: InventoryItem[] }) {
  return (
    <ListCard title={inventoryText.t('lowStock')} empty={inventoryText.t('nothingIsRunningLow')}>
      {items.map((item) => {
        const stock = formatStock(item.quantity, item.unit);
        return (
          <ItemLine
            key={item.id}
            item={item}
            detail={
              item.reorder_level == null
                ? stock
                : inventoryText.t('stockReorderAt', { stock, level: formatQuantity(item.reorder_level) })
            }
          />
        );
      })}
    </ListCard>
  );
}

export function ExpiringList({ items }: { items: InventoryItem[] }) {
  const formats = useDisplayFormats();
  return (
    <ListCard title={inventoryText.t('expiringWithin30Days')} empty={inventoryText.t('nothingExpiresSoon')}>
      {items.map((item) => (
        <ItemLine
          key={item.id}
          item={item}
          detail={inventoryText.t('expiresOn', { date: formats.date(item.expiry_date) })}
        />
      ))}
    </ListCard>
  );
}

export function RecentMovements({ movements }: { movements: StockMovement[] }) {
  const formats = useDisplayFormats();
  return (
    <ListCard title={inventoryText.t('recentMovements')} empty={inventoryText.t('noStockHasMovedYet')}>
      {movements.map((m) => (
        <li key={m.id} className="grid grid-cols-[1fr_auto] gap-x-3 py-2">
          <span className="min-w-0 truncate">
            <span className="font-medium">{movementLabel(m.type)}</span>{' '}
            <Link to={itemDetailPath(m.farm_id, m.item_id)} className="link link-hover">
              {m.item_name}
            </Link>
          </span>
          <span
            className={`text-right tabular-nums ${Number(m.quantity_change) < 0 ? 'text-error' : 'text-success'}`}
          >
            {formatStockChange(m.quantity_change, m.unit)}
          </span>
          <span className="col-span-2 text-xs text-base-content/60">
            {m.user_name ?? inventoryText.t('someone')} · {formats.dateTime(m.created_at)}
          </span>
        </li>
      ))}
    </ListCard>
  );
}
