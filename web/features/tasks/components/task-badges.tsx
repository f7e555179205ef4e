// A task's priority and status as badges, and its assignee (a person or a team) in words.
import clsx from 'clsx';
import type { TaskPriority, TaskStatus } from '@/shared/contracts/farm-work-enums';
import { PRIORITY_BADGE, STATUS_BADGE, priorityLabel, statusLabel } from '../task-labels';
import { tasksText } from '../i18n';

export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <span className={clsx('badge badge-sm whitespace-nowrap', PRIORITY_BADGE[priority as TaskPriority])}>
      {priorityLabel(priority)}
    </span>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={clsx('badge badge-sm whitespace-nowrap', STATUS_BADGE[status as TaskStatus])}>
      {statusLabel(status)}
    </span>
  );
}

export function assigneeText(assignee: { type: 'user' | 'team'; name: string } | null): string {
  if (!assignee) return tasksText.t('unassigned');
  return assignee.type === 'team' ? tasksText.t('teamName', { name: assignee.name }) : assignee.name;
}
