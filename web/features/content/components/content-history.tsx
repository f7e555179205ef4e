// An entry's versions, newest first: which one is live, who wrote each, and restore or publish (docs/product/content.md).
import type { ContentEntry } from '@/shared/contracts/content';
import { useContentActions, useContentHistory } from '../hooks/use-content';
import { contentText as text } from '../i18n';

export function ContentHistory({
  entry,
  onRestored,
}: {
  entry: ContentEntry;
  onRestored: (entry: ContentEntry) => void;
}) {
  const history = useContentHistory(entry.id);
  const actions = useContentActions();
  const versions = history.data ?? [];
  return (
    <section aria-labelledby="content-history" className="grid gap-2">
      <h3 id="content-history" className="font-semibold">
        {text.t('history')}
      </h3>
      {history.isSuccess && versions.length === 0 && (
        <p className="text-sm text-base-content/70">{text.t('noHistory')}</p>
      )}
      <ul className="divide-y divide-base-300">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              {text.t('versionLine', {
                version: version.version,
                title: version.title,
                date: version.created_at.slice(0, 10),
              })}
              {version.created_by_name && <> {text.t('by', { name: version.created_by_name })}</>}{' '}
              {version.id === entry.published?.id && (
                <span className="badge badge-success">{text.t('livePublished')}</span>
              )}
            </span>
            <span className="flex gap-1">
              {version.id !== entry.published?.id && (
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  onClick={() => actions.publish.mutate({ id: entry.id, versionId: version.id })}
                >
                  {text.t('publishThis')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() =>
                  actions.restore.mutate({ id: entry.id, versionId: version.id }, { onSuccess: onRestored })
                }
              >
                {text.t('restore')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
