// The current farm ( "A farm switcher"): the id kept in localStorage 'current_farm_id', or the first
// active farm when none is kept or the kept one is gone (archived, or another user's). Route modules read it and
// pass farmId to other features as a prop; features never import each other.
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import type { Farm } from '@/shared/api/farms';
import { currentFarmIdAtom } from '../current-farm-atom';
import { useFarms } from './use-farms';

export interface CurrentFarm {
  farmId: string | null;
  farm: Farm | null;
  farms: Farm[];
  setFarmId: (farmId: string) => void;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
}

/** `enabled: false` for people without farms of their own (a superadmin): no request, no farm. */
export function useCurrentFarm({ enabled = true }: { enabled?: boolean } = {}): CurrentFarm {
  const [storedId, setStoredId] = useAtom(currentFarmIdAtom);
  const query = useFarms('active', { enabled });
  const farms = query.data ?? [];
  const farm = farms.find((f) => f.id === storedId) ?? farms[0] ?? null;
  const setFarmId = useCallback((farmId: string) => setStoredId(farmId), [setStoredId]);
  const { refetch } = query;
  return {
    farmId: farm?.id ?? null,
    farm,
    farms,
    setFarmId,
    isPending: query.isPending,
    error: query.error,
    refetch: useCallback(() => void refetch(), [refetch]),
  };
}
