// An entry's record before and after, field by field: only what changed, with a count of the fields that did not.
import type { ActivitySnapshot } from '@/shared/contracts/activity-log';
import { useText } from '@/shared/i18n/react';
import { activityText } from '../i18n';
import { fieldLabel } from '../labels';
import { diffSnapshots, valueText } from '../snapshot-diff';

function Value({ value }: { value: unknown }) {
  const t = useText(activityText);
  if (typeof value === 'boolean') return <>{value ? t('yes') : t('no')}</>;
  const text = valueText(value);
  return text === null ? <span className="text-base-content/40">{t('empty')}</span> : <>{text}</>;
}

export interface SnapshotDiffViewProps {
  before: ActivitySnapshot;
  after: ActivitySnapshot;
  /** What the table is about, for screen readers ("Changes to Urea"). */
  label: string;
}

export function SnapshotDiffView({ before, after, label }: SnapshotDiffViewProps) {
  const t = useText(activityText);
  const { changed, unchanged } = diffSnapshots(before, after);
  if (changed.length === 0 && unchanged === 0)
    return <p className="text-sm text-base-content/70">{t('noFieldsRecorded')}</p>;
  return (
    <div>
      <table className="table table-sm bg-base-100" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('field')}</th>
            {before && <th scope="col">{t('before')}</th>}
            {after && <th scope="col">{t('after')}</th>}
          </tr>
        </thead>
        <tbody>
          {changed.map((change) => (
            <tr key={change.field}>
              <th scope="row" className="font-medium">
                {fieldLabel(change.field)}
              </th>
              {before && (
                <td className={after ? 'text-error line-through decoration-error/40' : undefined}>
                  <Value value={change.before} />
                </td>
              )}
              {after && (
                <td className={before ? 'text-success' : undefined}>
                  <Value value={change.after} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {unchanged > 0 && (
        <p className="mt-2 text-xs text-base-content/60">{t('unchangedFields', { count: unchanged })}</p>
      )}
    </div>
  );
}
