// /farmer/finances: the farm's money at a glance (docs/product/finance-overview.md): a period picker, the period's
// income, expenses and profit, the cash position, money owed to the farm (with overdue invoices), income and
// expenses month by month, expenses by category, and the top products. Every figure is in the farm's currency.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '@/shared/settings/format';
import { paths } from '@/shared/routes/paths';
import { localizeApiMessage } from '@/shared/api/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { shortAmount, useChartKit } from '@/web/lib/chart-kit';
import { useFinanceOverview } from '../hooks/use-finance-overview';
import { financeOverviewText } from '../i18n';
import { periodDates, todayText, type PeriodChoice } from '../periods';
import { cashCategoryName } from '../category-names';

const t = financeOverviewText.t;
// The chart's fields and colours (not text people read).
const MONTH = 'month';
const INCOME = { key: 'income_minor', color: '#2f855a' };
const EXPENSE = { key: 'expense_minor', color: '#c05621' };
const CHOICES: { value: PeriodChoice; label: Parameters<typeof t>[0] }[] = [
  { value: 'month', label: 'thisMonth' },
  { value: 'fiscal', label: 'thisFiscalYear' },
  { value: 'last_fiscal', label: 'lastFiscalYear' },
  { value: 'custom', label: 'custom' },
];

export interface FinanceOverviewPageProps {
  farmId: string;
  farmName: string;
  toolbar?: ReactNode;
  /** A fixed chart width (tests, print); the charts fill their cards otherwise. */
  chartWidth?: number;
}

export function FinanceOverviewPage({ farmId, farmName, toolbar, chartWidth }: FinanceOverviewPageProps) {
  useDocumentTitle(t('finances'));
  const [choice, setChoice] = useState<PeriodChoice>('fiscal');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [fiscalStart, setFiscalStart] = useState(1);
  const query = periodDates(choice, todayText(), fiscalStart, custom);
  const overview = useFinanceOverview(farmId, query);
  const charts = useChartKit();
  const data = overview.data;
  if (data && data.fiscal_year_start_month !== fiscalStart) setFiscalStart(data.fiscal_year_start_month);
  const money = (minor: number) => formatMoney(minor, data?.currency ?? 'KES');

  return (
    <>
      <PageHeader
        title={t('finances')}
        description={t('description', { farmName })}
        actions={
          <>
            {toolbar}
            <Link className="btn btn-sm" to={paths.farmer.transactions}>
              {t('cashBook')}
            </Link>
            <Link className="btn btn-sm" to={paths.farmer.contributors}>
              {t('contributors')}
            </Link>
            <Link className="btn btn-sm" to={paths.farmer.plans}>
              {t('plans')}
            </Link>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="form-control">
          <span className="label-text">{t('period')}</span>
          <select
            className="select select-bordered select-sm"
            value={choice}
            onChange={(e) => setChoice(e.target.value as PeriodChoice)}
          >
            {CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {t(c.label)}
              </option>
            ))}
          </select>
        </label>
        {choice === 'custom' ? (
          <>
            <label className="form-control">
              <span className="label-text">{t('from')}</span>
              <input
                type="date"
                className="input input-bordered input-sm"
                value={custom.from}
                onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              />
            </label>
            <label className="form-control">
              <span className="label-text">{t('to')}</span>
              <input
                type="date"
                className="input input-bordered input-sm"
                value={custom.to}
                onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              />
            </label>
          </>
        ) : null}
        {data ? (
          <p className="text-sm opacity-70" data-testid="period-range">
            {t('periodRange', { from: data.from, to: data.to })}
          </p>
        ) : null}
      </div>
      {overview.isPending ? (
        <LoadingState label={t('loading')} />
      ) : overview.error ? (
        <ErrorState
          message={localizeApiMessage(overview.error.message)}
          onRetry={() => void overview.refetch()}
        />
      ) : data ? (
        <>
          <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <Figure label={t('income')} value={money(data.income_minor)} />
            <Figure label={t('expenses')} value={money(data.expense_minor)} />
            <Figure
              label={data.profit_minor < 0 ? t('loss') : t('profit')}
              value={money(data.profit_minor)}
              tone={data.profit_minor < 0 ? 'text-error' : 'text-success'}
            />
            <Figure
              label={t('cashPosition')}
              value={money(data.cash_position_minor)}
              hint={t('cashPositionHint', { to: data.to })}
            />
            <Figure
              label={t('owed')}
              value={money(data.owed.amount_minor)}
              hint={
                <>
                  {t('owedHint', { count: data.owed.sales })}
                  {data.owed.overdue_invoices > 0 ? (
                    <span className="block text-error">
                      {t('overdueInvoices', { count: data.owed.overdue_invoices })}
                    </span>
                  ) : null}
                  <Link className="link block" to={`${paths.farmer.sales}?status=unpaid`}>
                    {t('seeUnpaid')}
                  </Link>
                </>
              }
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card title={t('incomeVsExpenses')}>
              {charts ? (
                <charts.Bar
                  label={t('incomeVsExpenses')}
                  width={chartWidth}
                  data={data.monthly.map((m) => ({ ...m }))}
                  category={MONTH}
                  series={[
                    { ...INCOME, name: t('income') },
                    { ...EXPENSE, name: t('expenses') },
                  ]}
                  format={money}
                  formatAxis={shortAmount}
                />
              ) : null}
            </Card>
            <Card title={t('expensesByCategory')}>
              {data.expense_by_category.length === 0 ? (
                <p className="opacity-70">{t('noExpenses')}</p>
              ) : charts ? (
                <charts.Pie
                  label={t('expensesByCategory')}
                  width={chartWidth}
                  data={data.expense_by_category.map((c) => ({
                    name: cashCategoryName(c.category),
                    value: c.amount_minor,
                  }))}
                  format={money}
                />
              ) : (
                <CategoryList rows={data.expense_by_category} money={money} />
              )}
            </Card>
            <Card title={t('topProducts')}>
              {data.top_products.length === 0 ? (
                <p className="opacity-70">{t('noSales')}</p>
              ) : (
                <table className="table table-sm">
                  <thead>
                    <tr>
                      <th>{t('product')}</th>
                      <th className="text-right">{t('quantity')}</th>
                      <th className="text-right">{t('total')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.top_products.map((p) => (
                      <tr key={`${p.item_id ?? ''}:${p.name}`}>
                        <td>{p.name}</td>
                        <td className="text-right">
                          {p.quantity} {p.unit ?? ''}
                        </td>
                        <td className="text-right">{money(p.total_minor)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Card>
            <Card title={t('incomeByCategory')}>
              <CategoryList rows={data.income_by_category} money={money} />
            </Card>
          </div>
        </>
      ) : null}
    </>
  );
}

function Figure({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  tone?: string;
}) {
  return (
    <div className="stat rounded-box bg-base-100 shadow-sm">
      <div className="stat-title">{label}</div>
      <div className={`stat-value text-xl ${tone ?? ''}`}>{value}</div>
      {hint ? <div className="stat-desc whitespace-normal">{hint}</div> : null}
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 className="card-title text-base">{title}</h2>
        {children}
      </div>
    </section>
  );
}

function CategoryList({
  rows,
  money,
}: {
  rows: { category: string; amount_minor: number }[];
  money: (minor: number) => string;
}) {
  return (
    <ul className="space-y-1">
      {rows.map((c) => (
        <li key={c.category} className="flex justify-between gap-2">
          <span>{cashCategoryName(c.category)}</span>
          <span>{money(c.amount_minor)}</span>
        </li>
      ))}
    </ul>
  );
}
