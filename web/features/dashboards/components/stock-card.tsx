// The stock card (docs/product/dashboard.md "Stock"): what the farm's stock is worth, how many items are low, out
// or expiring (each a link to the inventory showing them), and the five most urgent items.
import { Package } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { DashboardStock } from '@/shared/contracts/farm-dashboard';
import { formatStock } from '@/shared/inventory/labels';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { dashboardsText } from '../i18n';
import { CardEmpty, DashboardCard, FigureLink } from './dashboard-card';
import { shortDate } from './tasks-card';
import { BAD, WARN } from './tones';

const t = dashboardsText.t;

export function StockCard({
  stock,
  farmId,
  currency,
}: {
  stock: DashboardStock;
  farmId: string;
  currency: string;
}) {
  const list = paths.farmer.farmInventory(farmId);
  if (stock.item_count === 0) {
    return (
      <DashboardCard icon={Package} title={t('stockTitle')}>
        <CardEmpty
          text={t('noStockYet')}
          action={{ to: paths.farmer.farmInventoryAdd(farmId), label: t('addStock') }}
        />
      </DashboardCard>
    );
  }
  return (
    <DashboardCard icon={Package} title={t('stockTitle')} source={{ to: list, label: t('openInventory') }}>
      <p className="text-sm">
        {t('stockValue')}{' '}
        <strong className="text-xl tabular-nums">{formatMoney(stock.value_minor, currency)}</strong>
      </p>
      <div className="grid grid-cols-3 gap-2">
        <FigureLink
          to={`${list}?status=low`}
          value={stock.low_stock}
          label={t('lowStock')}
          tone={stock.low_stock > 0 ? WARN : ''}
        />
        <FigureLink
          to={`${list}?status=depleted`}
          value={stock.out_of_stock}
          label={t('outOfStock')}
          tone={stock.out_of_stock > 0 ? BAD : ''}
        />
        <FigureLink
          to={paths.farmer.inventory}
          value={stock.expiring_soon}
          label={t('expiringSoon')}
          tone={stock.expiring_soon > 0 ? WARN : ''}
        />
      </div>
      {stock.urgent.length === 0 ? (
        <p className="text-sm text-base-content/70">{t('allStockFine')}</p>
      ) : (
        <div>
          <h3 className="mb-1 text-sm font-medium">{t('needsAttention')}</h3>
          <ul className="divide-y divide-base-300 text-sm">
            {stock.urgent.map((item) => (
              <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-2 py-1.5">
                <Link
                  to={`${list}?item=${encodeURIComponent(item.id)}`}
                  className="link-hover link font-medium"
                >
                  {item.name}
                </Link>
                <span className="text-xs text-base-content/70">
                  {formatStock(item.quantity, item.unit)}
                  {' · '}
                  <span className={item.reason === 'out_of_stock' ? BAD : WARN}>
                    {item.reason === 'expiring'
                      ? t('expiresOn', { date: shortDate(item.expiry_date ?? '') })
                      : t(item.reason === 'low' ? 'reasonLow' : 'reasonOut')}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashboardCard>
  );
}
