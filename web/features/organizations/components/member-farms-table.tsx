// The farms that share with the organization, one row each, showing only the figures each owner shares; a figure
// the owner keeps to the farm reads "Not shared" (docs/product/organizations.md "The dashboard").
import type { MemberFarm } from '@/shared/contracts/organizations';
import { formatMoney } from '@/shared/settings/format';
import { alertText } from '../share-labels';
import { CropSummaryCell, MoneySummaryCell } from './shared-summaries';
import { organizationsText } from '../i18n';

const NotShared = () => <span className="text-base-content/50">{organizationsText.t('notShared')}</span>;

function Alerts({ alerts }: { alerts: NonNullable<MemberFarm['recent_alerts']> }) {
  if (alerts.length === 0)
    return <span className="text-base-content/60">{organizationsText.t('noAlerts')}</span>;
  return (
    <ul className="space-y-1">
      {alerts.map((alert, index) => (
        <li key={`${alert.created_at}-${index}`} className="text-sm">
          {alertText(alert.type, alert.item_name)}
        </li>
      ))}
    </ul>
  );
}

export function MemberFarmsTable({
  farms,
  formatDate,
}: {
  farms: MemberFarm[];
  formatDate: (value: string) => string;
}) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{organizationsText.t('farm')}</th>
            <th scope="col" className="text-right">
              {organizationsText.t('stockValue')}
            </th>
            <th scope="col" className="text-right">
              {organizationsText.t('lowStockCount')}
            </th>
            <th scope="col" className="text-right">
              {organizationsText.t('expiringCount')}
            </th>
            <th scope="col">{organizationsText.t('recentAlerts')}</th>
            <th scope="col">{organizationsText.t('moneySummary')}</th>
            <th scope="col">{organizationsText.t('cropSummary')}</th>
          </tr>
        </thead>
        <tbody>
          {farms.map((farm) => (
            <tr key={farm.farm_id}>
              <th scope="row">
                <div className="font-semibold">{farm.farm_name}</div>
                {farm.joined_at && (
                  <div className="text-xs font-normal text-base-content/60">
                    {organizationsText.t('sharingSince', { date: formatDate(farm.joined_at) })}
                  </div>
                )}
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
                {farm.recent_alerts === undefined ? <NotShared /> : <Alerts alerts={farm.recent_alerts} />}
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
