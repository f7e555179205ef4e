// Who may do what with embed keys (docs/decisions/035): creating a key for a farm needs settings.create on it,
// revoking settings.delete; and a key may only let a partner's site do what the creator's role does on that farm
// (read inventory: inventory.view; change it: inventory.edit). The server checks all of this too.
import type { EmbedScope } from '@/shared/contracts/embed';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';

export const CREATE_KEY_PERMISSION: FarmPermission = 'settings.create';
export const REVOKE_KEY_PERMISSION: FarmPermission = 'settings.delete';

const SCOPE_NEEDS: Record<EmbedScope, FarmPermission | null> = {
  'notifications:read': null,
  'inventory:read': 'inventory.view',
  'inventory:write': 'inventory.edit',
};

export const mayCreateKeys = (farm: { permissions: readonly string[] }) =>
  farm.permissions.includes(CREATE_KEY_PERMISSION);

/** The scopes a key for a farm with these permissions may carry, in the contract's order. */
export function grantableScopes(scopes: readonly EmbedScope[], permissions: readonly string[]): EmbedScope[] {
  return scopes.filter((scope) => {
    const needs = SCOPE_NEEDS[scope];
    return needs === null || permissions.includes(needs);
  });
}
