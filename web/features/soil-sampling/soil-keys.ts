// Query keys of the soil sampling feature. Writes refresh the whole ['soil-samples'] tree (the table, the trend)
// and the fields' history, which lists the soil tests too.
export const soilKeys = {
  all: ['soil-samples'] as const,
  list: (farmId: string, query: object) => ['soil-samples', 'list', farmId, query] as const,
  trend: (farmId: string, fieldId: string, value: string) =>
    ['soil-samples', 'trend', farmId, fieldId, value] as const,
  fields: (farmId: string) => ['soil-samples', 'fields', farmId] as const,
  fieldsTree: ['fields'] as const,
};
