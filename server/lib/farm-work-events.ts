// The domain events of fields, crops and tasks (docs/decisions/038): written with recordDomainEvent in the same
// transaction as the change that caused them, delivered as notifications by the notification service.
export const FARM_WORK_EVENT_TYPES = [
  'task.assigned',
  'task.due',
  'task.overdue',
  'crop.stage_changed',
  'crop.harvest_recorded',
  'soil.retest_due',
  'weather.alert',
] as const;
export type FarmWorkEventType = (typeof FARM_WORK_EVENT_TYPES)[number];

/** What each event's payload carries; names and ids so a notification reads well and links to real pages. */
export interface FarmWorkEventPayloads {
  'task.assigned': {
    task_id: string;
    task_title: string;
    due_date: string;
    assignee_user_id: string | null;
    assignee_team_id: string | null;
    assigned_by: string | null;
    crop_id: string | null;
    crop_name: string | null;
  };
  /** when: 'day_before' or 'today' (the farm's local morning); dedupe key task_due:<task>:<when>:<due_date>. */
  'task.due': {
    task_id: string;
    task_title: string;
    due_date: string;
    when: 'day_before' | 'today';
    crop_id: string | null;
    crop_name: string | null;
  };
  'task.overdue': {
    task_id: string;
    task_title: string;
    due_date: string;
    crop_id: string | null;
    crop_name: string | null;
  };
  'crop.stage_changed': {
    crop_id: string;
    crop_name: string;
    stage_name: string;
    previous_stage_name: string | null;
  };
  'crop.harvest_recorded': {
    crop_id: string;
    crop_name: string;
    harvest_id: string;
    item_id: string;
    quantity: string;
    unit: string;
    lot: string | null;
    quality_grade: string | null;
    task_id: string | null;
  };
  'soil.retest_due': { field_id: string; field_name: string; sample_id: string; sampled_on: string };
  'weather.alert': {
    kind: 'frost' | 'heavy_rain' | 'heat' | 'strong_wind';
    date: string;
    value: number;
    unit: string;
  };
}
