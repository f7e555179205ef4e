// What the signed-in person may do on each of their farms (docs/decisions/035), for the screens that show only the
// buttons and links their role allows. The farms feature fills it from the farms list (FarmPermissionsProvider);
// features read it here, so none imports another. Hiding is a courtesy: the server checks every request.
import { createContext, useCallback, useContext } from 'react';
import type { FarmModule, FarmPermission } from '@/shared/contracts/farm-permissions';

/** A farm's permissions by its id; an unknown farm grants nothing. */
export type FarmPermissionLookup = (farmId: string) => readonly string[];

/** Without a provider nothing is granted, so a screen used outside the signed-in layout offers no writes. */
export const FarmPermissionsContext = createContext<FarmPermissionLookup>(() => []);

export type FarmCan = (farmId: string | null | undefined, permission: FarmPermission) => boolean;

/** Everything the person may do on a farm ([] while unknown). */
export function useFarmPermissions(farmId: string | null | undefined): readonly string[] {
  const lookup = useContext(FarmPermissionsContext);
  return farmId ? lookup(farmId) : [];
}

/** `can(farmId, 'inventory.edit')`: whether the person may do that on that farm. */
export function useFarmCan(): FarmCan {
  const lookup = useContext(FarmPermissionsContext);
  return useCallback<FarmCan>(
    (farmId, permission) => Boolean(farmId) && lookup(farmId!).includes(permission),
    [lookup],
  );
}

export interface RecordAbilities {
  create: boolean;
  edit: boolean;
  delete: boolean;
}

/** Whether the person may add, change and remove records of `module` on a farm (Add, Edit and Delete buttons). */
export function useRecordAbilities(farmId: string | null | undefined, module: FarmModule): RecordAbilities {
  const can = useFarmCan();
  return {
    create: can(farmId, `${module}.create`),
    edit: can(farmId, `${module}.edit`),
    delete: can(farmId, `${module}.delete`),
  };
}

/** The lookup over a list of farms (what GET /api/farms answers). */
export function permissionLookup(
  farms: readonly { id: string; permissions: readonly string[] }[] | undefined,
): FarmPermissionLookup {
  const byId = new Map((farms ?? []).map((farm) => [farm.id, farm.permissions]));
  return (farmId) => byId.get(farmId) ?? [];
}
