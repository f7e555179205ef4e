// The log's entries, newest first: when, who, from where, module, action, record and a sentence. A row opens to
// show its record before and after (snapshot-diff-view.tsx). On a phone: when, who and the sentence.
import { Fragment, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { ActivityEntry } from '@/shared/api/activity-log';
import { useLanguage, useText } from '@/shared/i18n/react';
import { useDateTimeFormat } from '../hooks/use-display-formats';
import { activityText } from '../i18n';
import { actionLabel, describeEntry, moduleLabel, recordLabel, recordName, surfaceLabel } from '../labels';
import { SnapshotDiffView } from './snapshot-diff-view';

const COLUMNS = 8;

function Who({ entry }: { entry: ActivityEntry }) {
  const t = useText(activityText);
  if (entry.surface === 'system' && !entry.actor_id && !entry.actor_name) return <>{t('platform')}</>;
  return <>{entry.actor_name ?? t('formerMember')}</>;
}

function EntryRow({ entry }: { entry: ActivityEntry }) {
  const t = useText(activityText);
  const language = useLanguage();
  const dateTime = useDateTimeFormat();
  const [open, setOpen] = useState(false);
  const name = recordName(entry);
  const detailsId = `activity-${entry.id}-changes`;
  return (
    <Fragment>
      <tr className={open ? 'bg-base-200/60' : undefined}>
        <td>
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={open ? t('hideChanges') : t('showChanges')}
            onClick={() => setOpen(!open)}
          >
            {open ? (
              <ChevronDown className="h-4 w-4" aria-hidden="true" />
            ) : (
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            )}
          </button>
        </td>
        <td className="tabular-nums sm:whitespace-nowrap">
          <time dateTime={entry.created_at}>{dateTime(entry.created_at)}</time>
        </td>
        <td className="sm:whitespace-nowrap">
          <Who entry={entry} />
        </td>
        <td className="hidden sm:table-cell">
          <span className="badge badge-ghost badge-sm whitespace-nowrap">{surfaceLabel(entry.surface)}</span>
        </td>
        <td className="hidden lg:table-cell">{moduleLabel(entry.module)}</td>
        <td className="hidden whitespace-nowrap sm:table-cell">{actionLabel(entry.action)}</td>
        <td className="hidden md:table-cell">
          <span className="text-base-content/70">{recordLabel(entry.record_type)}</span>
          {name && <span className="block font-medium">{name}</span>}
        </td>
        <td className="min-w-40 sm:min-w-48">{describeEntry(entry, language)}</td>
      </tr>
      {open && (
        <tr id={detailsId} className="bg-base-200/60">
          <td />
          <td colSpan={COLUMNS - 1}>
            <SnapshotDiffView
              before={entry.before}
              after={entry.after}
              label={t('changesTo', { record: name ?? recordLabel(entry.record_type) })}
            />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

export function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  const t = useText(activityText);
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm md:table-md">
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t('details')}</span>
            </th>
            <th scope="col">{t('when')}</th>
            <th scope="col">{t('who')}</th>
            <th scope="col" className="hidden sm:table-cell">
              {t('surface')}
            </th>
            <th scope="col" className="hidden lg:table-cell">
              {t('module')}
            </th>
            <th scope="col" className="hidden sm:table-cell">
              {t('action')}
            </th>
            <th scope="col" className="hidden md:table-cell">
              {t('record')}
            </th>
            <th scope="col">{t('summary')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
