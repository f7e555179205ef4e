// Query keys of the tasks feature. Every write refreshes the whole ['tasks'] tree: completing one task changes
// the list, the calendar, its detail and may add the next occurrence of a series. A completion also refreshes
// ['inventory'], since it moves stock.
export const taskKeys = {
  all: ['tasks'] as const,
  list: (farmId: string, query: object) => ['tasks', 'list', farmId, query] as const,
  detail: (farmId: string, taskId: string) => ['tasks', 'detail', farmId, taskId] as const,
  comments: (farmId: string, taskId: string) => ['tasks', 'comments', farmId, taskId] as const,
  /** What the pickers offer, kept per farm: staff, teams, crops, fields, items and locations. */
  options: (farmId: string, what: string) => ['tasks', 'options', farmId, what] as const,
};
