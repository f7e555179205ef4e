// /admin/ai (docs/product/ai.md "Usage"): requests, tokens and cost of the AI service for a chosen month, per
// day (chart and table) and per farmer, most active first.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { localizeApiMessage } from '@/shared/api/i18n';
import { paths } from '@/shared/routes/paths';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useChartKit } from '@/web/lib/chart-kit';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useAiStats } from '../hooks/use-ai';
import { aiText as text } from '../i18n';
import { count, thisMonth, usd } from './format';

// The chart's data fields.
const DAY_FIELD = 'day';
const REQUESTS_FIELD = 'requests';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat rounded-box border border-base-300">
      <div className="stat-title">{label}</div>
      <div className="stat-value text-2xl">{value}</div>
    </div>
  );
}

export function AiUsageAdminPage() {
  useDocumentTitle(text.t('statsTitle'));
  const [month, setMonth] = useState(thisMonth());
  const stats = useAiStats(month);
  const kit = useChartKit();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{text.t('statsTitle')}</h1>
          <p className="text-sm text-base-content/70">{text.t('statsIntro')}</p>
        </div>
        <div className="flex items-end gap-2">
          <label className="fieldset">
            <span className="fieldset-legend">{text.t('month')}</span>
            <input
              className="input"
              type="month"
              value={month}
              onChange={(e) => e.target.value && setMonth(e.target.value)}
            />
          </label>
          <Link className="btn" to={paths.admin.aiConfiguration}>
            {text.t('configure')}
          </Link>
        </div>
      </div>
      {stats.isPending ? (
        <LoadingState label={text.t('loading')} />
      ) : stats.isError ? (
        <ErrorState message={localizeApiMessage(stats.error.message)} />
      ) : (
        <>
          {!stats.data.configured && (
            <div role="status" className="alert alert-warning alert-soft">
              <span>{text.t('notConfiguredAdmin')}</span>
            </div>
          )}
          <div className="grid gap-3 sm:grid-cols-4">
            <Figure label={text.t('requests')} value={count(stats.data.totals.requests)} />
            <Figure label={text.t('failed')} value={count(stats.data.totals.failed)} />
            <Figure
              label={text.t('tokens')}
              value={count(stats.data.totals.prompt_tokens + stats.data.totals.completion_tokens)}
            />
            <Figure label={text.t('cost')} value={usd(stats.data.totals.cost_micro_usd)} />
          </div>
          {stats.data.days.length === 0 ? (
            <p>{text.t('noRequests')}</p>
          ) : (
            <>
              <section aria-labelledby="ai-days" className="flex flex-col gap-2">
                <h2 id="ai-days" className="text-lg font-semibold">
                  {text.t('perDay')}
                </h2>
                {kit && (
                  <kit.Bar
                    label={text.t('perDay')}
                    height={240}
                    data={stats.data.days.map((d) => ({ day: d.day.slice(8), requests: d.requests }))}
                    category={DAY_FIELD}
                    series={[{ key: REQUESTS_FIELD, name: text.t('requests') }]}
                    format={count}
                    formatAxis={count}
                  />
                )}
                <div className="overflow-x-auto">
                  <table className="table table-sm">
                    <thead>
                      <tr>
                        <th>{text.t('day')}</th>
                        <th>{text.t('requests')}</th>
                        <th>{text.t('failed')}</th>
                        <th>{text.t('tokens')}</th>
                        <th>{text.t('cost')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {stats.data.days.map((d) => (
                        <tr key={d.day}>
                          <td>{d.day}</td>
                          <td>{count(d.requests)}</td>
                          <td>{count(d.failed)}</td>
                          <td>{count(d.prompt_tokens + d.completion_tokens)}</td>
                          <td>{usd(d.cost_micro_usd)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
              <section aria-labelledby="ai-farmers" className="flex flex-col gap-2">
                <h2 id="ai-farmers" className="text-lg font-semibold">
                  {text.t('perFarmer')}
                </h2>
                <div className="overflow-x-auto">
                  <table className="table table-sm">
                    <thead>
                      <tr>
                        <th>{text.t('farmer')}</th>
                        <th>{text.t('requests')}</th>
                        <th>{text.t('failed')}</th>
                        <th>{text.t('tokens')}</th>
                        <th>{text.t('cost')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {stats.data.farmers.map((f) => (
                        <tr key={f.account_id}>
                          <td>
                            <Link className="link" to={paths.admin.farmer(f.account_id)}>
                              {f.name}
                            </Link>
                            <div className="text-xs text-base-content/60">{f.email}</div>
                          </td>
                          <td>{count(f.requests)}</td>
                          <td>{count(f.failed)}</td>
                          <td>{count(f.prompt_tokens + f.completion_tokens)}</td>
                          <td>{usd(f.cost_micro_usd)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}
