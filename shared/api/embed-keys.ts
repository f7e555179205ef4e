// Embed key fetchers: the farmer's keys, create (checked with the server's own contract first) and
// revoke.
import {
  CreateEmbedKeyInput,
  EmbedKeyListSchema,
  EmbedKeyResponseSchema,
  type EmbedKey,
} from '@/shared/contracts/embed';
import type { ApiClient } from './client';
import { validInput } from './input';

export type { EmbedKey };

export async function listEmbedKeys(api: ApiClient): Promise<EmbedKey[]> {
  return (await api.get('/api/embed-keys', { schema: EmbedKeyListSchema })).data;
}

export async function createEmbedKey(api: ApiClient, input: CreateEmbedKeyInput): Promise<EmbedKey> {
  const body = validInput(CreateEmbedKeyInput, input);
  return (await api.post('/api/embed-keys', body, { schema: EmbedKeyResponseSchema })).data;
}

export async function revokeEmbedKey(api: ApiClient, keyId: string): Promise<EmbedKey> {
  const url = `/api/embed-keys/${encodeURIComponent(keyId)}`;
  return (await api.delete(url, { schema: EmbedKeyResponseSchema })).data;
}
