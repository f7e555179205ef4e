// The tasks module's answers, in English as the client receives them; the web app shows each in the reader's
// language through shared/i18n/messages (en.json and sw.json hold the same texts), so change both together.
import { TASK_CHECKLIST_MAX } from '@/shared/contracts/tasks';

export const TASK_MESSAGES = {
  checklistFull: `A checklist can hold at most ${TASK_CHECKLIST_MAX} items.`,
  taskNotFound: 'We could not find that task.',
  checklistItemNotFound: 'We could not find that checklist item.',
  commentNotFound: 'We could not find that comment.',
  created: 'Task created',
  saved: 'Task saved',
  deleted: 'Task deleted',
  completed: 'Task completed',
  reopened: 'Task reopened. Stock it used stays used: receive or adjust it to put any back.',
  checklistAdded: 'Checklist item added',
  checklistSaved: 'Checklist item saved',
  checklistDeleted: 'Checklist item deleted',
  commentAdded: 'Comment added',
  commentDeleted: 'Comment deleted',
  onlyOwnComment: 'You can delete only your own comments.',
  assigneeNotMember: 'Choose a person who is on this farm.',
  teamNotOfFarm: 'Choose a team of this farm.',
  fieldNotOfFarm: 'Choose a field of this farm.',
  cropNotOfFarm: 'Choose a crop of this farm.',
  stageNotOfCrop: 'Choose a stage of the task’s crop.',
  itemNotOfFarm: 'Choose an item of this farm.',
  inputItemNotOfFarm: 'Choose items of this farm for the inputs.',
  inputUnitMismatch: (name: string, unit: string) =>
    `${name} is counted in ${unit}: give its quantity in ${unit}.`,
  alreadyDone: 'This task is already done.',
  alreadyCancelled: 'This task was cancelled; reopen it before completing it.',
  notDoneToReopen: 'Only a done or cancelled task can be reopened.',
  doneNotEditable: 'This task is done: reopen it before changing it.',
  doneInputsFixed: 'The inputs of a done task were taken from stock and cannot be changed.',
  linkInput: (input: string) => `Link ${input} to an item in stock before completing the task.`,
  harvestNeeded: 'Enter what was harvested to complete a harvest task.',
  harvestNeedsCrop: 'Link the harvest task to a crop before completing it.',
  harvestOnlyForHarvestTasks: 'Only a harvest task records a harvest.',
} as const;
