// Query keys of the fields feature. Writes refresh the whole ['fields'] tree: an archive changes the list, the
// field and its history.
export const fieldKeys = {
  all: ['fields'] as const,
  list: (farmId: string, includeArchived: boolean) => ['fields', 'list', farmId, includeArchived] as const,
  field: (farmId: string, fieldId: string) => ['fields', 'field', farmId, fieldId] as const,
  history: (farmId: string, fieldId: string) => ['fields', 'history', farmId, fieldId] as const,
};
