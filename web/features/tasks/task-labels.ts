// How a task's enumerations read on screen, in the current language (docs/product/tasks.md).
import type { QualityGrade, TaskKind, TaskPriority, TaskStatus } from '@/shared/contracts/farm-work-enums';
import { tasksText } from './i18n';

type Key = (typeof tasksText.keys)[number];

const STATUS: Record<TaskStatus, Key> = {
  todo: 'statusTodo',
  in_progress: 'statusInProgress',
  done: 'statusDone',
  cancelled: 'statusCancelled',
};

const PRIORITY: Record<TaskPriority, Key> = {
  low: 'priorityLow',
  medium: 'priorityMedium',
  high: 'priorityHigh',
  urgent: 'priorityUrgent',
};

const KIND: Record<TaskKind, Key> = {
  general: 'kindGeneral',
  land_preparation: 'kindLandPreparation',
  planting: 'kindPlanting',
  application: 'kindApplication',
  irrigation: 'kindIrrigation',
  weeding: 'kindWeeding',
  scouting: 'kindScouting',
  harvest: 'kindHarvest',
};

const GRADE: Record<QualityGrade, Key> = {
  grade_1: 'grade1',
  grade_2: 'grade2',
  grade_3: 'grade3',
  reject: 'gradeReject',
};

/** An unknown value (a newer server) reads as itself rather than as nothing. */
const label = <T extends string>(keys: Record<T, Key>, value: string) =>
  value in keys ? tasksText.t(keys[value as T]) : value;

export const statusLabel = (status: string) => label(STATUS, status);
export const priorityLabel = (priority: string) => label(PRIORITY, priority);
export const kindLabel = (kind: string) => label(KIND, kind);
export const gradeLabel = (grade: string) => label(GRADE, grade);

/** daisyUI badge colours: urgent and high stand out, low recedes. */
export const PRIORITY_BADGE: Record<TaskPriority, string> = {
  low: 'badge-ghost',
  medium: 'badge-info badge-soft',
  high: 'badge-warning',
  urgent: 'badge-error',
};

export const STATUS_BADGE: Record<TaskStatus, string> = {
  todo: 'badge-outline',
  in_progress: 'badge-primary badge-soft',
  done: 'badge-success badge-soft',
  cancelled: 'badge-ghost',
};
