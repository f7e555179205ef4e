// Query keys of the financial settings. Writes refresh the farm's settings; the point of sale and sales screens
// read the same key, so they follow a change at once.
export const financialKeys = {
  all: ['financial-settings'] as const,
  farm: (farmId: string) => ['financial-settings', farmId] as const,
};
