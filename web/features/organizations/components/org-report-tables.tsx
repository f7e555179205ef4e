// The organization report's tables (docs/product/organizations.md "Reports"): one row per sharing farm with only
// what it shares ("Not shared" for the rest), and the money per currency, never added across two.
import type { OrgCurrencyTotal, OrgReportFarm } from '@/shared/contracts/organizations';
import { formatMoney } from '@/shared/settings/format';
import { organizationsText } from '../i18n';
import { CropSummaryCell, MoneySummaryCell } from './shared-summaries';

const t = organizationsText.t;
const NotShared = () => <span className="text-base-content/50">{t('notShared')}</span>;

export function OrgComparisonTable({ farms }: { farms: OrgReportFarm[] }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table" aria-label={t('farmsSideBySide')}>
        <thead>
          <tr>
            <th scope="col">{t('farm')}</th>
            <th scope="col" className="text-right">
              {t('stockValue')}
            </th>
            <th scope="col" className="text-right">
              {t('lowStockCount')}
            </th>
            <th scope="col" className="text-right">
              {t('expiringCount')}
            </th>
            <th scope="col">{t('shareMoneySummary')}</th>
            <th scope="col">{t('shareCropSummary')}</th>
          </tr>
        </thead>
        <tbody>
          {farms.map((farm) => (
            <tr key={farm.farm_id}>
              <th scope="row">
                <div className="font-semibold">{farm.farm_name}</div>
                <div className="text-xs font-normal text-base-content/60">{farm.currency}</div>
              </th>
              <td className="text-right tabular-nums">
                {farm.stock_value === undefined ? (
                  <NotShared />
                ) : (
                  formatMoney(farm.stock_value, farm.currency)
                )}
              </td>
              <td className="text-right tabular-nums">
                {farm.low_stock_count === undefined ? <NotShared /> : farm.low_stock_count}
              </td>
              <td className="text-right tabular-nums">
                {farm.expiring_count === undefined ? <NotShared /> : farm.expiring_count}
              </td>
              <td>
                {farm.money_summary ? (
                  <MoneySummaryCell money={farm.money_summary} currency={farm.currency} />
                ) : (
                  <NotShared />
                )}
              </td>
              <td>{farm.crop_summary ? <CropSummaryCell crops={farm.crop_summary} /> : <NotShared />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OrgCurrencyTable({ totals }: { totals: OrgCurrencyTotal[] }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table" aria-label={t('moneyPerCurrency')}>
        <thead>
          <tr>
            <th scope="col">{t('currency')}</th>
            <th scope="col" className="text-right">
              {t('farmsSharingMoney')}
            </th>
            <th scope="col" className="text-right">
              {t('income')}
            </th>
            <th scope="col" className="text-right">
              {t('expenses')}
            </th>
            <th scope="col" className="text-right">
              {t('profit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => (
            <tr key={total.currency}>
              <th scope="row">{total.currency}</th>
              <td className="text-right tabular-nums">{total.farm_count}</td>
              <td className="text-right tabular-nums">{formatMoney(total.income_minor, total.currency)}</td>
              <td className="text-right tabular-nums">{formatMoney(total.expense_minor, total.currency)}</td>
              <td className="text-right tabular-nums">{formatMoney(total.profit_minor, total.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
