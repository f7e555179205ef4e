// The money card (docs/product/dashboard.md "Money"): this month's income, expenses and profit from the cash
// book, each against last month in words and colour, and the cash position. Shown only to people who may see the
// farm's finances (the server sends no figures otherwise).
import { Minus, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import type { DashboardMoney } from '@/shared/contracts/farm-dashboard';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { isGoodChange, monthChange } from '../month-change';
import { dashboardsText } from '../i18n';
import { CardEmpty, DashboardCard } from './dashboard-card';
import { BAD, GOOD } from './tones';

const t = dashboardsText.t;

function Change({
  current,
  previous,
  moreIsBetter,
}: {
  current: number;
  previous: number;
  moreIsBetter: boolean;
}) {
  const change = monthChange(current, previous);
  const good = isGoodChange(change.direction, moreIsBetter);
  const tone = good === null ? 'text-base-content/70' : good ? GOOD : BAD;
  const Icon = change.direction === 'up' ? TrendingUp : change.direction === 'down' ? TrendingDown : Minus;
  const words =
    change.direction === 'up'
      ? t('changeUp', { percent: change.percent ?? 0 })
      : change.direction === 'down'
        ? t('changeDown', { percent: change.percent ?? 0 })
        : change.direction === 'same'
          ? t('changeSame')
          : t('changeNoBase');
  return (
    <span className={`flex items-center gap-1 text-xs ${tone}`}>
      <Icon className="h-3 w-3" aria-hidden="true" />
      {words}
    </span>
  );
}

export function MoneyCard({ money }: { money: DashboardMoney }) {
  const show = (minor: number) => formatMoney(minor, money.currency);
  const { this_month: now, last_month: before } = money;
  const rows: { key: 'income' | 'expenses' | 'profit'; current: number; previous: number; more: boolean }[] =
    [
      { key: 'income', current: now.income_minor, previous: before.income_minor, more: true },
      { key: 'expenses', current: now.expense_minor, previous: before.expense_minor, more: false },
      { key: 'profit', current: now.profit_minor, previous: before.profit_minor, more: true },
    ];
  const nothing = rows.every((row) => row.current === 0 && row.previous === 0);
  return (
    <DashboardCard
      icon={Wallet}
      title={t('moneyThisMonth')}
      source={{ to: paths.farmer.finances, label: t('openFinances') }}
      className="md:col-span-2"
    >
      {nothing ? (
        <CardEmpty text={t('noMoneyYet')} action={{ to: paths.farmer.salesAdd, label: t('recordSale') }} />
      ) : (
        <dl className="grid gap-3 sm:grid-cols-3">
          {rows.map((row) => (
            <div key={row.key} className="rounded-box border border-base-300 p-3">
              <dt className="text-xs text-base-content/70">{t(row.key)}</dt>
              <dd
                className={`text-xl font-bold tabular-nums ${row.key === 'profit' && row.current < 0 ? BAD : ''}`}
              >
                {show(row.current)}
              </dd>
              <dd>
                <Change current={row.current} previous={row.previous} moreIsBetter={row.more} />
              </dd>
              <dd className="text-xs text-base-content/60">
                {t('lastMonthWas', { amount: show(row.previous) })}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-sm">
        {t('cashPosition')} <strong className="tabular-nums">{show(money.cash_position_minor)}</strong>
      </p>
    </DashboardCard>
  );
}
