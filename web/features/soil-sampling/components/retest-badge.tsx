// The re-test badge of a sample: red when overdue, amber when due within a month, plain when later.
import clsx from 'clsx';
import { retestState } from '../retest';
import { soilText } from '../i18n';
import { formatDay } from './format-day';

const KEY = { overdue: 'retestOverdue', due_soon: 'retestDueSoon', scheduled: 'retestScheduled' } as const;

export function RetestBadge({ dueOn, today }: { dueOn: string | null; today: string }) {
  const state = retestState(dueOn, today);
  if (!state || !dueOn) return <span className="text-base-content/60">—</span>;
  return (
    <span
      className={clsx(
        'badge badge-sm whitespace-nowrap',
        state === 'overdue' && 'badge-error',
        state === 'due_soon' && 'badge-warning',
        state === 'scheduled' && 'badge-ghost',
      )}
    >
      {soilText.t(KEY[state], { date: formatDay(dueOn) })}
    </span>
  );
}
