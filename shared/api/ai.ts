// AI assistance (docs/product/ai.md): the admin's provider settings, test, limits and figures; the farmer's
// "Ask about this farm" and usage. Inputs are checked with the contracts the server uses.
import {
  AiConfigurationSchema,
  AiStatsSchema,
  AiStatusSchema,
  AiTestAnswerSchema,
  AskAnswerSchema,
  AskInput,
  MyAiUsageSchema,
  SaveAiLimitsInput,
  type AiConfiguration,
  type AiStats,
  type AiStatus,
  type AiTestAnswer,
  type AskAnswer,
  type MyAiUsage,
} from '@/shared/contracts/ai';
import { SaveIntegrationInput } from '@/shared/contracts/integrations';
import type { ApiClient } from './client';
import { validInput } from './input';

export type { AiConfiguration, AiStats, AiStatus, AiTestAnswer, AskAnswer, MyAiUsage };

export interface SaveAiSettings {
  enabled: boolean;
  base_url: string;
  model: string;
  prompt_usd_per_million_tokens: number;
  completion_usd_per_million_tokens: number;
  /** A new key; empty keeps the saved one. */
  api_key: string;
}

const data = <T>(body: { data: T }) => body.data;

export const getAiConfiguration = (api: ApiClient): Promise<AiConfiguration> =>
  api.get('/api/admin/ai/configuration', { schema: AiConfigurationSchema }).then(data);

export const saveAiConfiguration = (api: ApiClient, input: SaveAiSettings): Promise<AiConfiguration> => {
  const { enabled, api_key, ...config } = input;
  return api
    .put(
      '/api/admin/ai/configuration',
      validInput(SaveIntegrationInput, { enabled, config, secrets: { api_key } }),
      { schema: AiConfigurationSchema },
    )
    .then(data);
};

export const sendAiTest = (api: ApiClient): Promise<AiTestAnswer> =>
  api.post('/api/admin/ai/test', undefined, { schema: AiTestAnswerSchema }).then(data);

export const saveAiLimits = (
  api: ApiClient,
  limits: { package_id: string; limit: number | null }[],
): Promise<AiConfiguration> =>
  api
    .put('/api/admin/ai/limits', validInput(SaveAiLimitsInput, limits), { schema: AiConfigurationSchema })
    .then(data);

export const getAiStats = (api: ApiClient, month?: string): Promise<AiStats> =>
  api.get('/api/admin/ai/stats', { params: month ? { month } : {}, schema: AiStatsSchema }).then(data);

export const getFarmAiStatus = (api: ApiClient, farmId: string): Promise<AiStatus> =>
  api.get(`/api/farms/${encodeURIComponent(farmId)}/ai/status`, { schema: AiStatusSchema }).then(data);

export const askAboutFarm = (api: ApiClient, farmId: string, question: string): Promise<AskAnswer> =>
  api
    .post(`/api/farms/${encodeURIComponent(farmId)}/ai/ask`, validInput(AskInput, { question }), {
      schema: AskAnswerSchema,
    })
    .then(data);

export const getMyAiUsage = (api: ApiClient): Promise<MyAiUsage> =>
  api.get('/api/ai/usage', { schema: MyAiUsageSchema }).then(data);
