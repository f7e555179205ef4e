// Query keys of the roles feature: a farm's roles, built-in and custom.
export const roleKeys = {
  all: ['farm-roles'] as const,
  list: (farmId: string) => ['farm-roles', farmId] as const,
};
