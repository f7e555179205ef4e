// One item's details and its recent movements (the ledger, newest first).
import type { ApiClient } from '@/shared/api/client';
import { getInventoryItem } from '@/shared/api/inventory';
import { listItemMovements, MOVEMENT_LABELS } from '@/shared/api/stock';
import { formatQuantity, TYPE_LABELS } from '@/shared/ui/inventory/labels';
import { StatusBadge } from '@/shared/ui/inventory/status-badge';
import { OfflineNotice } from '../offline-notice';
import { useCachedList } from '../use-cached-list';
import { extensionText } from '@/extension/i18n';

const RECENT_MOVEMENTS = 10;

interface Props {
  api: ApiClient;
  farmId: string;
  itemId: string;
  onBack: () => void;
}

export function ItemDetail({ api, farmId, itemId, onBack }: Props) {
  const key = `${api.baseURL}|${farmId}|${itemId}`;
  const item = useCachedList(`item|${key}`, () => getInventoryItem(api, farmId, itemId));
  const movements = useCachedList(`movements|${key}`, () =>
    listItemMovements(api, farmId, itemId, { per_page: RECENT_MOVEMENTS }),
  );
  const it = item.data;
  const rows: [string, string][] = it
    ? [
        [extensionText.t('type'), TYPE_LABELS[it.item_type]],
        [extensionText.t('category'), it.category],
        [extensionText.t('quantity'), `${formatQuantity(it.quantity)} ${it.unit}`],
        [extensionText.t('location'), it.location_name],
        [extensionText.t('supplier'), it.supplier ?? '—'],
        [
          extensionText.t('reorderLevel'),
          it.reorder_level ? `${formatQuantity(it.reorder_level)} ${it.unit}` : '—',
        ],
        [extensionText.t('expiryDate'), it.expiry_date ?? '—'],
      ]
    : [];

  return (
    <section aria-label={extensionText.t('itemDetails')} className="flex flex-col gap-3 p-3">
      <button type="button" className="btn btn-ghost btn-xs self-start" onClick={onBack}>
        {extensionText.t('backToSearch')}
      </button>
      {(item.offline || movements.offline) && <OfflineNotice kind="details" />}
      {item.error && (
        <p role="alert" className="text-error text-sm">
          {item.error}
        </p>
      )}
      {it && (
        <div>
          <h2 className="flex items-center gap-2 text-base font-semibold">
            {it.name} <StatusBadge status={it.status} />
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-base-content/60">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <h3 className="text-sm font-semibold">{extensionText.t('recentMovements')}</h3>
      <ul className="rounded-box border-base-300 border text-sm">
        {(movements.data?.data ?? []).map((m) => (
          <li key={m.id} className="border-base-300 flex gap-2 border-b px-3 py-1.5 last:border-b-0">
            <span className="flex-1">
              {MOVEMENT_LABELS[m.type]}
              {m.note && <span className="text-base-content/60 block text-xs">{m.note}</span>}
            </span>
            <span className={Number(m.quantity_change) < 0 ? 'text-error' : 'text-success'}>
              {Number(m.quantity_change) > 0 ? '+' : ''}
              {formatQuantity(m.quantity_change)} {m.unit}
            </span>
            <span className="text-base-content/60 text-xs">
              {new Date(m.created_at).toLocaleDateString()}
            </span>
          </li>
        ))}
        {movements.data && movements.data.data.length === 0 && (
          <li className="text-base-content/60 p-3 text-center">{extensionText.t('noMovementsYet')}</li>
        )}
      </ul>
    </section>
  );
}
