// Farm writes. Each refreshes the farm lists, the farm itself and the inventory area's copies of farms.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createFarm,
  deleteFarm,
  restoreFarm,
  updateFarm,
  type Farm,
  type FarmInput,
} from '@/shared/api/farms';
import { useApi } from '@/web/lib/api';
import { farmKeys } from '../farm-keys';

function useRefresh() {
  const queryClient = useQueryClient();
  return async (farm?: Farm) => {
    if (farm) queryClient.setQueryData(farmKeys.detail(farm.id), farm);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: farmKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['inventory'] }),
    ]);
  };
}

export function useCreateFarm() {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: FarmInput) => createFarm(api, input), onSuccess: refresh });
}

export function useUpdateFarm(farmId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: FarmInput) => updateFarm(api, farmId, input),
    onSuccess: refresh,
  });
}

export function useDeleteFarm() {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (farmId: string) => deleteFarm(api, farmId), onSuccess: () => refresh() });
}

export function useRestoreFarm() {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (farmId: string) => restoreFarm(api, farmId), onSuccess: refresh });
}
