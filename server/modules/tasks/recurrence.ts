// Recurring tasks (docs/decisions/038): each occurrence is its own row; completing one creates the next, due
// `every` days or weeks after it, until the series' end date.
import type { RecurrenceUnit } from '@/shared/contracts/farm-work-enums';
import { addDays } from './farm-calendar';

export interface RepeatRule {
  every: number;
  unit: RecurrenceUnit;
  until: string | null;
}

/** The next occurrence's due date, or null when it would fall after `until`. */
export function nextDueDate(dueDate: string, rule: RepeatRule): string | null {
  const next = addDays(dueDate, rule.every * (rule.unit === 'weeks' ? 7 : 1));
  return rule.until !== null && next > rule.until ? null : next;
}
