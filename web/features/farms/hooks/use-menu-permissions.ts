// What the sidebar may show (shared/session/menus.ts visibleMenu): the current farm's permissions; nothing farm-
// scoped while the farms load; everything for a farmer with no farm yet (the farm they set up will be theirs).
import type { MenuPermissions } from '@/shared/session/menus';
import { useCurrentFarm } from './use-current-farm';

export function useMenuPermissions({ enabled }: { enabled: boolean }): MenuPermissions {
  const { farm, isPending, error } = useCurrentFarm({ enabled });
  if (!enabled) return null;
  if (farm) return farm.permissions;
  return isPending || error ? [] : null;
}
