// Finances → Sales: the period's sales by status and the money in and back out by payment method.
import { formatMoney } from '@/shared/settings/format';
import { ErrorState } from '@/web/components/query-states';
import { useSalePeriod } from '../hooks/use-sales';
import { salesText } from '../i18n';
import { methodLabel, statusLabel } from '../sale-labels';

export function SalePeriodPanel({ farmId, from, to }: { farmId: string; from: string; to: string }) {
  const period = useSalePeriod(farmId, { from: from || undefined, to: to || undefined });
  if (period.isError)
    return <ErrorState message={period.error.message} onRetry={() => void period.refetch()} />;
  if (!period.data) return null;
  const { currency, by_status: byStatus, by_method: byMethod } = period.data;
  return (
    <div className="mb-4 grid gap-4 md:grid-cols-2">
      <section className="rounded-box border border-base-300 bg-base-100 p-4">
        <h2 className="mb-2 font-semibold">{salesText.t('byStatus')}</h2>
        <table className="table table-sm">
          <tbody>
            {byStatus.map((row) => (
              <tr key={row.status}>
                <th scope="row">{statusLabel(row.status)}</th>
                <td className="tabular-nums">{salesText.t('salesCount', { count: row.count })}</td>
                <td className="text-right tabular-nums">{formatMoney(row.total_minor, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="rounded-box border border-base-300 bg-base-100 p-4">
        <h2 className="mb-2 font-semibold">{salesText.t('byMethod')}</h2>
        <table className="table table-sm">
          <thead>
            <tr>
              <th>{salesText.t('method')}</th>
              <th className="text-right">{salesText.t('received')}</th>
              <th className="text-right">{salesText.t('refunded')}</th>
            </tr>
          </thead>
          <tbody>
            {byMethod.map((row) => (
              <tr key={row.method}>
                <th scope="row">{methodLabel(row.method)}</th>
                <td className="text-right tabular-nums">{formatMoney(row.paid_minor, currency)}</td>
                <td className="text-right tabular-nums">{formatMoney(row.refunded_minor, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
