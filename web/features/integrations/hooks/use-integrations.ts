// The integrations list through the shared cache; a save or a test refreshes it (status badges, last test).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listIntegrations, saveIntegration, testIntegration } from '@/shared/api/integrations';
import type { SaveIntegrationInput } from '@/shared/contracts/integrations';
import type { IntegrationProvider } from '@/shared/contracts/platform-enums';
import { useApi } from '@/web/lib/api';

const key = ['admin', 'integrations'] as const;

export function useIntegrations() {
  const api = useApi();
  return useQuery({ queryKey: key, queryFn: () => listIntegrations(api) });
}

export function useSaveIntegration(provider: IntegrationProvider) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveIntegrationInput) => saveIntegration(api, provider, input),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useTestIntegration(provider: IntegrationProvider) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to?: string) => testIntegration(api, provider, to),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
