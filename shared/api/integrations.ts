// The outside services of /admin/integrations (docs/product/integrations.md): list, save, send a test.
import {
  IntegrationListSchema,
  IntegrationResponseSchema,
  IntegrationTestResultSchema,
  type IntegrationList,
  type IntegrationSummary,
  type IntegrationTestResult,
  type SaveIntegrationInput,
} from '@/shared/contracts/integrations';
import type { IntegrationProvider } from '@/shared/contracts/platform-enums';
import type { ApiClient } from './client';

export type { IntegrationList, IntegrationSummary, IntegrationTestResult };

export const listIntegrations = (api: ApiClient): Promise<IntegrationList> =>
  api.get('/api/admin/integrations', { schema: IntegrationListSchema });

export async function saveIntegration(
  api: ApiClient,
  provider: IntegrationProvider,
  input: SaveIntegrationInput,
): Promise<IntegrationSummary> {
  const body = await api.put(`/api/admin/integrations/${provider}`, input, {
    schema: IntegrationResponseSchema,
  });
  return body.data;
}

export const testIntegration = (
  api: ApiClient,
  provider: IntegrationProvider,
  to?: string,
): Promise<IntegrationTestResult> =>
  api.post(`/api/admin/integrations/${provider}/test`, to ? { to } : {}, {
    schema: IntegrationTestResultSchema,
  });
