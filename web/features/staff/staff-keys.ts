// Query keys of the staff feature. Writes refresh the whole ['staff'] tree: a role change moves a person between
// filters, a removal changes the teams, an accepted invitation adds a person.
export const staffKeys = {
  all: ['staff'] as const,
  list: (farmId: string, query: object) => ['staff', 'list', farmId, query] as const,
  member: (farmId: string, userId: string) => ['staff', 'member', farmId, userId] as const,
  invitations: (farmId: string) => ['staff', 'invitations', farmId] as const,
  teams: (farmId: string) => ['staff', 'teams', farmId] as const,
  roles: (farmId: string) => ['staff', 'roles', farmId] as const,
  invitation: (secret: string) => ['invitation', secret] as const,
};
