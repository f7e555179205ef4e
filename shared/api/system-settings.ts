// System settings, platform invitations and the public platform facts (docs/product/system-settings.md).
import {
  CreatePlatformInvitationInput,
  PlatformInfoSchema,
  PlatformInvitationListSchema,
  PlatformInvitationResponseSchema,
  SystemSettingsResponseSchema,
  UpdateSystemSettingsInput,
  type PlatformInfo,
  type PlatformInvitation,
  type SystemSettings,
} from '@/shared/contracts/system-settings';
import type { ApiClient } from './client';
import { validInput } from './input';

export type { PlatformInfo, PlatformInvitation, SystemSettings };

export const getPlatformInfo = (api: ApiClient): Promise<PlatformInfo> =>
  api.get('/api/platform', { schema: PlatformInfoSchema });

export async function getSystemSettings(api: ApiClient): Promise<SystemSettings> {
  return (await api.get('/api/admin/system-settings', { schema: SystemSettingsResponseSchema })).data;
}

export async function saveSystemSettings(
  api: ApiClient,
  input: UpdateSystemSettingsInput,
): Promise<SystemSettings> {
  const body = await api.put('/api/admin/system-settings', validInput(UpdateSystemSettingsInput, input), {
    schema: SystemSettingsResponseSchema,
  });
  return body.data;
}

export async function listPlatformInvitations(api: ApiClient): Promise<PlatformInvitation[]> {
  return (await api.get('/api/admin/platform-invitations', { schema: PlatformInvitationListSchema })).data;
}

export async function invitePlatformUser(api: ApiClient, email: string): Promise<PlatformInvitation> {
  const body = await api.post(
    '/api/admin/platform-invitations',
    validInput(CreatePlatformInvitationInput, { email }),
    { schema: PlatformInvitationResponseSchema },
  );
  return body.data;
}

export const revokePlatformInvitation = (api: ApiClient, id: string) =>
  api.delete(`/api/admin/platform-invitations/${encodeURIComponent(id)}`);
