// AI assistance through the shared cache (docs/product/ai.md); a save refreshes the settings, an answer the usage.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  askAboutFarm,
  getAiConfiguration,
  getAiStats,
  getFarmAiStatus,
  getMyAiUsage,
  saveAiConfiguration,
  saveAiLimits,
  sendAiTest,
  type SaveAiSettings,
} from '@/shared/api/ai';
import { useApi } from '@/web/lib/api';

const keys = {
  configuration: ['admin', 'ai', 'configuration'] as const,
  stats: (month: string) => ['admin', 'ai', 'stats', month] as const,
  farmStatus: (farmId: string) => ['ai', 'status', farmId] as const,
  mine: ['ai', 'usage'] as const,
};

export function useAiConfiguration() {
  const api = useApi();
  return useQuery({ queryKey: keys.configuration, queryFn: () => getAiConfiguration(api) });
}

export function useSaveAiConfiguration() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAiSettings) => saveAiConfiguration(api, input),
    onSuccess: (saved) => client.setQueryData(keys.configuration, saved),
  });
}

export function useSaveAiLimits() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (limits: { package_id: string; limit: number | null }[]) => saveAiLimits(api, limits),
    onSuccess: (saved) => client.setQueryData(keys.configuration, saved),
  });
}

export function useSendAiTest() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendAiTest(api),
    onSettled: () => client.invalidateQueries({ queryKey: keys.configuration }),
  });
}

export function useAiStats(month: string) {
  const api = useApi();
  return useQuery({ queryKey: keys.stats(month), queryFn: () => getAiStats(api, month) });
}

export function useFarmAiStatus(farmId: string) {
  const api = useApi();
  return useQuery({ queryKey: keys.farmStatus(farmId), queryFn: () => getFarmAiStatus(api, farmId) });
}

export function useAskAboutFarm(farmId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => askAboutFarm(api, farmId, question),
    onSettled: () => client.invalidateQueries({ queryKey: keys.farmStatus(farmId) }),
  });
}

export function useMyAiUsage() {
  const api = useApi();
  return useQuery({ queryKey: keys.mine, queryFn: () => getMyAiUsage(api) });
}
