// A farm's people (docs/product/staff.md): invitations, the staff list and a person's page, teams, and the public
// invitation calls the invited person uses. Inputs are checked with the contract the server uses, so a bad
// e-mail or an empty team name fails here as a 422 would.
import {
  AcceptInvitationInput,
  AcceptInvitationResponseSchema,
  CreateInvitationInput,
  CreateTeamInput,
  InvitationResponseSchema,
  InvitationSchema,
  PublicInvitationSchema,
  StaffDetailSchema,
  StaffMemberSchema,
  StaffResponseSchema,
  TeamResponseSchema,
  TeamSchema,
  UpdateStaffInput,
  UpdateTeamInput,
  type AcceptInvitationResponse,
  type Invitation,
  type PublicInvitation,
  type StaffDetail,
  type StaffListQuery,
  type StaffMember,
  type Team,
} from '@/shared/contracts/staff';
import { MessageResponseSchema, type MessageResponse } from '@/shared/contracts/errors';
import type { ApiClient } from './client';
import { validInput } from './input';
import { readItem, readList } from './response';

export type {
  AcceptInvitationInput,
  AcceptInvitationResponse,
  CreateInvitationInput,
  CreateTeamInput,
  Invitation,
  PublicInvitation,
  StaffDetail,
  StaffListQuery,
  StaffMember,
  Team,
  UpdateStaffInput,
  UpdateTeamInput,
};

export const STAFF_LOAD_ERROR = 'Failed to load the staff';
export const INVITATIONS_LOAD_ERROR = 'Failed to load the invitations';
export const TEAMS_LOAD_ERROR = 'Failed to load the teams';

const farmPath = (farmId: string, ...rest: string[]) =>
  ['/api/farms', farmId, ...rest].map((part, i) => (i === 0 ? part : encodeURIComponent(part))).join('/');

// -- Staff ------------------------------------------------------------------------------------------------------

/** The farm's people by name; `search` matches name, e-mail, phone and job title. */
export async function listStaff(
  api: ApiClient,
  farmId: string,
  query: StaffListQuery = {},
): Promise<StaffMember[]> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value));
  return readList(await api.get(farmPath(farmId, 'staff'), { params }), StaffMemberSchema, STAFF_LOAD_ERROR);
}

/** One person with the farms they share with the caller and their latest changes on this farm. */
export async function getStaffMember(api: ApiClient, farmId: string, userId: string): Promise<StaffDetail> {
  return readItem(await api.get(farmPath(farmId, 'staff', userId)), StaffDetailSchema, STAFF_LOAD_ERROR);
}

export async function updateStaffMember(
  api: ApiClient,
  farmId: string,
  userId: string,
  input: UpdateStaffInput,
): Promise<StaffMember> {
  const body = await api.patch(farmPath(farmId, 'staff', userId), validInput(UpdateStaffInput, input), {
    schema: StaffResponseSchema,
  });
  return body.data;
}

/** Takes the person off the farm; they lose access on their next request. */
export async function removeStaffMember(
  api: ApiClient,
  farmId: string,
  userId: string,
): Promise<MessageResponse> {
  return api.delete(farmPath(farmId, 'staff', userId), { schema: MessageResponseSchema });
}

// -- Invitations ------------------------------------------------------------------------------------------------

export async function listInvitations(api: ApiClient, farmId: string): Promise<Invitation[]> {
  return readList(await api.get(farmPath(farmId, 'invitations')), InvitationSchema, INVITATIONS_LOAD_ERROR);
}

/** Sends the invitation by e-mail and/or SMS; valid 7 days. */
export async function createInvitation(
  api: ApiClient,
  farmId: string,
  input: CreateInvitationInput,
): Promise<Invitation> {
  const body = await api.post(farmPath(farmId, 'invitations'), validInput(CreateInvitationInput, input), {
    schema: InvitationResponseSchema,
  });
  return body.data;
}

/** A new link and code, valid 7 days from now; the old ones stop working. */
export async function resendInvitation(api: ApiClient, farmId: string, id: string): Promise<Invitation> {
  const body = await api.post(farmPath(farmId, 'invitations', id, 'resend'), undefined, {
    schema: InvitationResponseSchema,
  });
  return body.data;
}

export async function revokeInvitation(api: ApiClient, farmId: string, id: string): Promise<Invitation> {
  const body = await api.post(farmPath(farmId, 'invitations', id, 'revoke'), undefined, {
    schema: InvitationResponseSchema,
  });
  return body.data;
}

// -- Teams ------------------------------------------------------------------------------------------------------

export async function listTeams(api: ApiClient, farmId: string): Promise<Team[]> {
  return readList(await api.get(farmPath(farmId, 'teams')), TeamSchema, TEAMS_LOAD_ERROR);
}

export async function createTeam(api: ApiClient, farmId: string, input: CreateTeamInput): Promise<Team> {
  const body = await api.post(farmPath(farmId, 'teams'), validInput(CreateTeamInput, input), {
    schema: TeamResponseSchema,
  });
  return body.data;
}

export async function updateTeam(
  api: ApiClient,
  farmId: string,
  teamId: string,
  input: UpdateTeamInput,
): Promise<Team> {
  const body = await api.patch(farmPath(farmId, 'teams', teamId), validInput(UpdateTeamInput, input), {
    schema: TeamResponseSchema,
  });
  return body.data;
}

export async function deleteTeam(api: ApiClient, farmId: string, teamId: string): Promise<MessageResponse> {
  return api.delete(farmPath(farmId, 'teams', teamId), { schema: MessageResponseSchema });
}

// -- The invited person ------------------------------------------------------------------------------------------

/** What the invitation offers (farm, inviter, role, status), by the link's token or the typed code. */
export async function getInvitation(api: ApiClient, secret: string): Promise<PublicInvitation> {
  const body = await api.get(`/api/invitations/${encodeURIComponent(secret.trim())}`);
  return readItem(body, PublicInvitationSchema);
}

/**
 * Accepts: signed in, with that account; signed out, creating the account (name, e-mail, password). A new
 * account's token comes back as access_token, which the client stores like a sign-in's.
 */
export async function acceptInvitation(
  api: ApiClient,
  input: AcceptInvitationInput,
): Promise<AcceptInvitationResponse> {
  return api.post('/api/invitations/accept', validInput(AcceptInvitationInput, input), {
    schema: AcceptInvitationResponseSchema,
  });
}
