// The farmer's embed keys and farms for the settings page, through TanStack Query like the other features.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createEmbedKey, listEmbedKeys, revokeEmbedKey } from '@/shared/api/embed-keys';
import { listFarms } from '@/shared/api/farms';
import type { CreateEmbedKeyInput } from '@/shared/contracts/embed';
import { useApi } from '@/web/lib/api';

const KEYS = ['embed-keys'] as const;

export function useEmbedKeys() {
  const api = useApi();
  return useQuery({ queryKey: KEYS, queryFn: () => listEmbedKeys(api) });
}

export function useEmbedFarms() {
  const api = useApi();
  return useQuery({ queryKey: ['embed-keys', 'farms'], queryFn: () => listFarms(api) });
}

export function useCreateEmbedKey() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEmbedKeyInput) => createEmbedKey(api, input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}

export function useRevokeEmbedKey() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeEmbedKey(api, keyId),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}
