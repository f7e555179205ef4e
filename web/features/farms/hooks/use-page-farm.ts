// The farm a page works on: the one its address names (/farmer/farms/:farmId/…), else the current farm. Read from
// the active farms list the shell loads anyway; only a farm missing from it (archived, or not the user's) is asked
// for on its own. `farm` is null when the user has none, or the address names a farm that is not theirs (the page
// then shows the server's 404 itself).
import type { Farm } from '@/shared/api/farms';
import { useCurrentFarm } from './use-current-farm';
import { useFarm } from './use-farms';

export function usePageFarm(farmId: string | undefined): { farm: Farm | null; loading: boolean } {
  const current = useCurrentFarm();
  const listed = farmId ? current.farms.find((farm) => farm.id === farmId) : current.farm;
  const askAlone = Boolean(farmId) && !current.isPending && !listed;
  const named = useFarm(askAlone ? farmId : undefined);
  if (current.isPending) return { farm: null, loading: true };
  if (!askAlone) return { farm: listed ?? null, loading: false };
  return { farm: named.data ?? null, loading: named.isPending };
}
