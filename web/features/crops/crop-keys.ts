// Query keys of the crops feature. Every write refreshes the whole ['crops'] tree (a stage started changes the
// list's current stage and the crop page); a harvest also refreshes ['inventory'], since it puts stock in.
export const cropKeys = {
  all: ['crops'] as const,
  list: (farmId: string, query: object) => ['crops', 'list', farmId, query] as const,
  allFarms: (query: object) => ['crops', 'all-farms', query] as const,
  detail: (farmId: string, cropId: string) => ['crops', 'detail', farmId, cropId] as const,
  tasks: (farmId: string, cropId: string) => ['crops', 'tasks', farmId, cropId] as const,
  /** What the pickers offer, per farm: fields, templates, product items and storage locations. */
  options: (farmId: string, what: string) => ['crops', 'options', farmId, what] as const,
};
