// Query keys of the organizations feature, in one place so a write refreshes exactly what it changed.
export const organizationKeys = {
  dashboard: ['organization', 'dashboard'] as const,
  farm: (farmId: string) => ['organization', 'farm', farmId] as const,
  admin: ['organization', 'admin'] as const,
  report: (query: object) => ['organization', 'report', query] as const,
};
