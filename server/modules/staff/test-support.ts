// Helpers for the staff area's server tests: a farm with its owner, invitations made through the API, the
// secrets read back from the outbox the way the invited person reads them, and members seeded by role.
import { expect } from 'vitest';
import {
  AcceptInvitationResponseSchema,
  InvitationResponseSchema,
  type CreateInvitationInput,
  type Invitation,
} from '@/shared/contracts/staff';
import type { Farm } from '@/shared/contracts/farms';
import type { App } from '@/server/app';
import type { TestApp } from '@/server/test/app';
import { bearer, registerUser, uniqueEmail } from '@/server/test/users';
import { addMember, createFarm, type MemberRole } from '@/server/modules/farms/farm-fixtures';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request as `token` (or anonymous when null). */
export const callAs = (app: App, token: string | null, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

/** A farm and its owner, signed in. */
export async function seedFarmWithOwner(app: App, name = 'Mlima Farm') {
  const owner = await registerUser(app, { name: 'Amina Owner' });
  const farm: Farm = await createFarm(app, owner.token, { name });
  return { owner, farm };
}

/** A signed-in person on the farm with `role` (written straight to the membership). */
export async function seedStaff(t: TestApp, farmId: string, role: MemberRole, name = 'Baraka Staff') {
  const person = await registerUser(t.app, { name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()) });
  await addMember(t.db, farmId, person.user.id, role);
  return person;
}

export async function createInvitation(
  app: App,
  token: string,
  farmId: string,
  input: Partial<CreateInvitationInput> = {},
): Promise<Invitation> {
  const res = await callAs(app, token, 'POST', `/api/farms/${farmId}/invitations`, {
    email: uniqueEmail('invitee'),
    role: 'worker',
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return InvitationResponseSchema.parse(res.json()).data;
}

/** The link's token and the typed code of the newest invitation message to `to`. */
export async function invitationSecretsSentTo(t: TestApp, to: string, channel: 'email' | 'sms' = 'email') {
  const message = await t.outbox.latest(to, channel);
  const body = message?.body ?? '';
  const token = /\/join\/([\w-]{20,})/.exec(body)?.[1];
  const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(body)?.[1];
  if (!token || !code) throw new Error(`no invitation to ${to} in the outbox: ${body}`);
  return { token, code, subject: message?.subject ?? null, body };
}

/** Accepts as `token`'s user (or as a new person when null); returns the raw answer. */
export const acceptInvitation = (app: App, token: string | null, payload: object) =>
  callAs(app, token, 'POST', '/api/invitations/accept', payload);

export const parseAccept = (body: unknown) => AcceptInvitationResponseSchema.parse(body);
