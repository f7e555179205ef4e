// The task form's values and how they become the create or update request. Field names follow the contract where they
// can, so the server's (and the fetcher's) per-field messages land under the right control; the few that differ
// (one assignee control for a person or a team, checklist rows as objects) are mapped here.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api/errors';
import type { CreateTaskInput, TaskDetail, UpdateTaskInput } from '@/shared/api/tasks';
import type { RecurrenceUnit, TaskKind, TaskPriority } from '@/shared/contracts/farm-work-enums';

export interface InputRow {
  item_id: string;
  /** The name a crop plan gave the input, kept until the row is linked to an item of the store. */
  input_name: string;
  quantity: string;
  unit: string;
}

export interface TaskFormValues {
  title: string;
  description: string;
  kind: TaskKind;
  priority: TaskPriority;
  /** "user:<id>", "team:<id>" or "" for nobody yet. */
  assignee: string;
  due_date: string;
  due_time: string;
  field_id: string;
  crop_id: string;
  item_id: string;
  inputs: InputRow[];
  checklist: { text: string }[];
  repeats: boolean;
  repeat_every: string;
  repeat_unit: RecurrenceUnit;
  repeat_until: string;
}

export const emptyTaskForm = (today: string, preset: Partial<TaskFormValues> = {}): TaskFormValues => ({
  title: '',
  description: '',
  kind: 'general',
  priority: 'medium',
  assignee: '',
  due_date: today,
  due_time: '',
  field_id: '',
  crop_id: '',
  item_id: '',
  inputs: [],
  checklist: [],
  repeats: false,
  repeat_every: '1',
  repeat_unit: 'weeks',
  repeat_until: '',
  ...preset,
});

const blank = (value: string) => (value.trim() === '' ? null : value.trim());
/** A number typed in the form; what is not one is sent as typed, so the contract names the mistake. */
const num = (value: string) =>
  value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

export function toCreateTaskRequest(values: TaskFormValues): CreateTaskInput {
  const [assigneeType, assigneeId] = values.assignee.split(':');
  return {
    title: values.title.trim(),
    description: blank(values.description),
    kind: values.kind,
    priority: values.priority,
    assignee_user_id: assigneeType === 'user' ? assigneeId! : null,
    assignee_team_id: assigneeType === 'team' ? assigneeId! : null,
    due_date: values.due_date,
    due_time: blank(values.due_time),
    field_id: blank(values.field_id),
    crop_id: blank(values.crop_id),
    item_id: blank(values.item_id),
    inputs: values.inputs
      .filter((row) => row.item_id || row.input_name || row.quantity.trim())
      .map((row) => ({
        item_id: blank(row.item_id),
        input_name: blank(row.input_name),
        quantity: num(row.quantity),
        unit: row.unit.trim(),
      })),
    checklist: values.checklist.map((row) => row.text.trim()).filter(Boolean),
    recurrence: values.repeats
      ? { every: num(values.repeat_every), unit: values.repeat_unit, until: blank(values.repeat_until) }
      : null,
  };
}

/** A task as the edit form shows it. */
export function taskToFormValues(task: TaskDetail): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    kind: task.kind,
    priority: task.priority,
    assignee: task.assignee ? `${task.assignee.type}:${task.assignee.id}` : '',
    due_date: task.due_date,
    due_time: task.due_time?.slice(0, 5) ?? '',
    field_id: task.field?.id ?? '',
    crop_id: task.crop?.id ?? '',
    item_id: task.item?.id ?? '',
    inputs: task.inputs.map((input) => ({
      item_id: input.item_id ?? '',
      input_name: input.input_name,
      quantity: input.quantity,
      unit: input.unit,
    })),
    checklist: [],
    repeats: Boolean(task.recurrence),
    repeat_every: String(task.recurrence?.every ?? 1),
    repeat_unit: task.recurrence?.unit ?? 'weeks',
    repeat_until: task.recurrence?.until ?? '',
  };
}

/** The changes of the edit form: the checklist is ticked on the task's page, and a done task's inputs were
 *  already consumed, so neither travels here. */
export function toUpdateTaskRequest(
  values: TaskFormValues,
  { inputs }: { inputs: boolean },
): UpdateTaskInput {
  const { checklist: _checklist, inputs: rows, kind, priority, ...rest } = toCreateTaskRequest(values);
  return { ...rest, kind: kind!, priority: priority!, ...(inputs ? { inputs: rows } : {}) };
}

/** Where each message of the request goes in the form. */
function formFieldOf(key: string): string {
  if (key === 'assignee_user_id' || key === 'assignee_team_id') return 'assignee';
  const checklist = /^checklist\.(\d+)$/.exec(key);
  if (checklist) return `checklist.${checklist[1]}.text`;
  const recurrence = /^recurrence\.(every|unit|until)$/.exec(key);
  if (recurrence) return `repeat_${recurrence[1]}`;
  if (key === 'recurrence') return 'repeat_every';
  // An input row always names an item here, so "enter the input's name" belongs under its item.
  const input = /^inputs\.(\d+)\.input_name$/.exec(key);
  if (input) return `inputs.${input[1]}.item_id`;
  return key;
}

const FORM_FIELDS =
  /^(title|description|kind|priority|assignee|due_date|due_time|field_id|crop_id|item_id|repeat_(every|unit|until)|inputs\.\d+\.(item_id|quantity|unit)|checklist\.\d+\.text)$/;

/** Puts each per-field message under its control, if the form shows it; answers whether any landed (else the
 *  form shows the message above itself, so a message about a hidden control is never lost). */
export function showTaskFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  shown: (field: string) => boolean = () => true,
): boolean {
  if (!isApiRequestError(error) || !error.fieldErrors) return false;
  let any = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = formFieldOf(key);
    if (!FORM_FIELDS.test(field) || !shown(field) || !messages[0]) continue;
    setError(field as Path<T>, { type: 'server', message: messages[0] });
    any = true;
  }
  return any;
}
