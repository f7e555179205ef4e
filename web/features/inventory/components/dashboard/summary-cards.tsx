// Totals by type and the stock value, in the farm's currency (formatMoney of minor units).
import { Boxes, Package, Tractor, Wallet, Wheat } from 'lucide-react';
import type { InventorySummary } from '@/shared/contracts/stock-movements';
import type { ItemType } from '@/shared/contracts/inventory';
import { ITEM_TYPES } from '@/shared/contracts/inventory';
import { formatMoney } from '@/shared/settings/format';
import { inventoryText } from '@/web/features/inventory/i18n';

const TYPE_CARDS: Record<
  ItemType,
  { label: 'cardInputs' | 'cardEquipment' | 'cardProducts'; icon: typeof Package }
> = {
  input: { label: 'cardInputs', icon: Package },
  equipment: { label: 'cardEquipment', icon: Tractor },
  product: { label: 'cardProducts', icon: Wheat },
};

function Card({
  icon: Icon,
  label,
  value,
  detail,
}: {
  icon: typeof Package;
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <div className="card border border-base-300 bg-base-100">
      <div className="card-body flex-row items-center gap-3 p-4">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-base-content/70">{label}</p>
          <p className="truncate text-xl font-semibold tabular-nums">{value}</p>
          {detail && <p className="text-xs text-base-content/60">{detail}</p>}
        </div>
      </div>
    </div>
  );
}

export function SummaryCards({ summary }: { summary: InventorySummary }) {
  const byType = new Map(summary.totals.map((t) => [t.item_type, t]));
  const items = (count: number) => inventoryText.t('itemCount', { count });
  return (
    <section aria-label={inventoryText.t('totals')} className="mb-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <Card
        icon={Wallet}
        label={inventoryText.t('stockValue')}
        value={formatMoney(summary.stock_value, summary.currency)}
        detail={inventoryText.t('itemCountInAll', { count: summary.item_count })}
      />
      {ITEM_TYPES.map((type) => {
        const total = byType.get(type);
        const { label, icon } = TYPE_CARDS[type];
        return (
          <Card
            key={type}
            icon={icon ?? Boxes}
            label={inventoryText.t(label)}
            value={items(total?.item_count ?? 0)}
            detail={inventoryText.t('worthAmount', {
              amount: formatMoney(total?.stock_value ?? 0, summary.currency),
            })}
          />
        );
      })}
    </section>
  );
}
