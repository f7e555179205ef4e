// /farmer/settings/ai-usage (docs/product/ai.md "Usage"): this month's AI requests against the package's limit,
// by purpose, and the latest requests. Without a provider it says so and who to ask.
import { Link } from 'react-router-dom';
import { localizeApiMessage } from '@/shared/api/i18n';
import { paths } from '@/shared/routes/paths';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useMyAiUsage } from '../hooks/use-ai';
import { aiText as text } from '../i18n';
import { count } from './format';

export function MyAiUsagePage() {
  useDocumentTitle(text.t('usageTitle'));
  const usage = useMyAiUsage();
  if (usage.isPending) return <LoadingState label={text.t('loading')} />;
  if (usage.isError) return <ErrorState message={localizeApiMessage(usage.error.message)} />;
  const u = usage.data;
  const upgrade = (
    <Link className="btn btn-sm btn-primary" to={paths.farmer.settings('subscription')}>
      {text.t('upgrade')}
    </Link>
  );
  return (
    <section aria-labelledby="ai-usage-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <div>
          <h2 id="ai-usage-title" className="text-lg font-semibold">
            {text.t('usageTitle')}
          </h2>
          <p className="text-sm text-base-content/70">{text.t('usageIntro')}</p>
        </div>
        {!u.configured && (
          <div role="status" className="alert alert-info alert-soft">
            <span>{text.t('usageNotConfigured')}</span>
          </div>
        )}
        {!u.in_package && (
          <div role="status" className="alert alert-info alert-soft flex flex-wrap">
            <span>{text.t('notInPackage')}</span>
            {upgrade}
          </div>
        )}
        <div>
          <p className="font-semibold">
            {u.limit === null
              ? text.t('usedNoLimit', { used: count(u.used) })
              : text.t('usedOfLimit', { used: count(u.used), limit: count(u.limit) })}
          </p>
          {u.limit !== null && (
            <progress
              className={`progress w-full max-w-md ${u.used >= u.limit ? 'progress-error' : 'progress-primary'}`}
              value={Math.min(u.used, u.limit)}
              max={Math.max(u.limit, 1)}
            />
          )}
          {u.limit !== null && u.used >= u.limit && <div className="mt-2">{upgrade}</div>}
        </div>
        {u.by_purpose.length > 0 && (
          <ul className="flex flex-wrap gap-4">
            {u.by_purpose.map((p) => (
              <li key={p.purpose}>
                {text.t(`purpose_${p.purpose}`)}: <strong>{count(p.requests)}</strong>
              </li>
            ))}
          </ul>
        )}
        <h3 className="font-semibold">{text.t('recent')}</h3>
        {u.recent.length === 0 ? (
          <p className="text-sm">{text.t('noRequests')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th>{text.t('when')}</th>
                  <th>{text.t('farm')}</th>
                  <th>{text.t('purpose')}</th>
                  <th>{text.t('status')}</th>
                  <th>{text.t('tokens')}</th>
                </tr>
              </thead>
              <tbody>
                {u.recent.map((r) => (
                  <tr key={r.id}>
                    <td>{new Date(r.created_at).toLocaleString()}</td>
                    <td>{r.farm_name ?? ''}</td>
                    <td>{text.t(`purpose_${r.purpose}`)}</td>
                    <td>{text.t(`status_${r.status}`)}</td>
                    <td>{count(r.prompt_tokens + r.completion_tokens)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
