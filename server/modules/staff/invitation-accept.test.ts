// Accepting an invitation (docs/product/staff.md "Accepting an invitation"): what the public preview shows, joining
// with the invited account or a new one, and every refusal leaving things as they were.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResponseSchema } from '@/shared/contracts/auth';
import { PublicInvitationResponseSchema } from '@/shared/contracts/staff';
import { users } from '@/server/db/schema/auth';
import { farmMembers } from '@/server/db/schema/farms';
import { farmInvitations } from '@/server/db/schema/staff';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser, uniqueEmail } from '@/server/test/users';
import {
  acceptInvitation,
  callAs,
  createInvitation,
  invitationSecretsSentTo,
  parseAccept,
  seedFarmWithOwner,
} from './test-support';

let t: TestApp;
let owner: Awaited<ReturnType<typeof seedFarmWithOwner>>['owner'];
let farmId: string;
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  t = await createTestApp();
  ({
    owner,
    farm: { id: farmId },
  } = await seedFarmWithOwner(t.app));
});
afterAll(() => t.close());

async function invite(
  input: { email?: string; phone_number?: string; role?: 'worker' | 'viewer' | 'manager' } = {},
) {
  const email = input.phone_number && !input.email ? undefined : (input.email ?? uniqueEmail('invitee'));
  const invitation = await createInvitation(t.app, owner.token, farmId, { role: 'worker', ...input, email });
  const secrets = await invitationSecretsSentTo(t, email ?? input.phone_number!, email ? 'email' : 'sms');
  return { invitation, email, ...secrets };
}

const membersOf = (userId: string) =>
  t.db
    .select()
    .from(farmMembers)
    .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, userId)));

describe('GET /api/invitations/{token or code}', () => {
  it('shows the farm, the inviter, the role and the status, and nothing more, by link or by typed code', async () => {
    const { token, code } = await invite({ role: 'manager' });
    for (const secret of [token, code, code.toLowerCase(), code.replace('-', ' ')]) {
      const res = await callAs(t.app, null, 'GET', `/api/invitations/${encodeURIComponent(secret)}`);
      expect(res.statusCode, secret).toBe(200);
      expect(res.json()).toEqual({
        data: {
          farm_name: 'Mlima Farm',
          inviter_name: 'Amina Owner',
          role: 'manager',
          role_id: null,
          role_name: null,
          status: 'pending',
        },
      });
    }
  });

  it('answers 404 for a link or code nobody sent', async () => {
    for (const secret of ['not-a-real-token-at-all-000000000000', 'ABCD-EFGH']) {
      const res = await callAs(t.app, null, 'GET', `/api/invitations/${secret}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('invitation_not_found');
    }
  });
});

describe('POST /api/invitations/accept', () => {
  it('creates the account of a new person with the invited e-mail, verified, joins the farm and signs them in', async () => {
    const { token, email, invitation } = await invite();
    const res = await acceptInvitation(t.app, null, { token, name: 'Njeri Mpya', email, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const body = parseAccept(res.json());
    expect(body).toMatchObject({ message: 'You joined Mlima Farm.', farm_id: farmId, role: 'worker' });
    expect(body.user).toMatchObject({ name: 'Njeri Mpya', email, user_type: 'farmer' });
    expect(body.user!.email_verified_at).not.toBeNull();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.access_token!),
    });
    expect(MeResponseSchema.parse(me.json()).user.id).toBe(body.user!.id);
    const [member] = await membersOf(body.user!.id);
    expect(member).toMatchObject({ role: 'worker', invitedBy: owner.user.id });
    const farms = await callAs(t.app, body.access_token!, 'GET', `/api/farms/${farmId}`);
    expect(farms.statusCode).toBe(200);

    const [row] = await t.db.select().from(farmInvitations).where(eq(farmInvitations.id, invitation.id));
    expect(row!.acceptedBy).toBe(body.user!.id);
  });

  it('accepts by typed code, and a phone invitation gives the new account that phone, verified', async () => {
    const phone = '+254722000111';
    const { code } = await invite({ phone_number: phone });
    const email = uniqueEmail('phone');
    const res = await acceptInvitation(t.app, null, {
      code: code.toLowerCase(),
      name: 'Otieno',
      email,
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { user } = parseAccept(res.json());
    expect(user).toMatchObject({ email, phone_number: phone, email_verified_at: null });
    expect(user!.phone_verified_at).not.toBeNull();
  });

  it('links the signed-in person whose account the invitation was sent to', async () => {
    const person = await registerUser(t.app, { name: 'Akinyi Ana Akaunti', email: uniqueEmail('akinyi') });
    const { token } = await invite({ email: person.user.email, role: 'viewer' });
    const res = await acceptInvitation(t.app, person.token, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = parseAccept(res.json());
    expect(body.access_token).toBeUndefined();
    expect(body.role).toBe('viewer');
    expect(await membersOf(person.user.id)).toHaveLength(1);
  });

  it('refuses a signed-in person with another account, and changes nothing', async () => {
    const stranger = await registerUser(t.app, { name: 'Mgeni', email: uniqueEmail('mgeni') });
    const { token, invitation } = await invite();
    const res = await acceptInvitation(t.app, stranger.token, { token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('invitation_not_yours');
    expect(res.json().message).toMatch(/^This invitation was sent to a different e-mail address/);
    expect(await membersOf(stranger.user.id)).toHaveLength(0);
    const [row] = await t.db.select().from(farmInvitations).where(eq(farmInvitations.id, invitation.id));
    expect(row!.acceptedAt).toBeNull();
  });

  it('asks a new person for what is missing or wrong, field by field', async () => {
    const { token, email } = await invite();
    const missing = await acceptInvitation(t.app, null, { token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      name: ['Enter your name.'],
      email: ['Enter your e-mail address.'],
      password: ['Choose a password of at least 8 characters.'],
    });
    const otherEmail = await acceptInvitation(t.app, null, {
      token,
      name: 'A',
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(otherEmail.statusCode).toBe(422);
    expect(otherEmail.json().errors.email).toEqual(['Use the e-mail address this invitation was sent to.']);
    const short = await acceptInvitation(t.app, null, { token, name: 'A', email, password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Use at least 8 characters for the password.']);
    expect(await t.db.select().from(users).where(eq(users.email, email!))).toHaveLength(0);
  });

  it('sends someone who already has an account to log in first', async () => {
    const person = await registerUser(t.app, { email: uniqueEmail('has-account') });
    const { token } = await invite({ email: person.user.email });
    const res = await acceptInvitation(t.app, null, {
      token,
      name: 'X',
      email: person.user.email,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([
      'An account with this e-mail already exists. Log in with it to accept the invitation.',
    ]);
  });

  it('refuses a second accept (409), a revoked invitation and an expired one (410), changing nothing', async () => {
    const used = await invite();
    const first = await acceptInvitation(t.app, null, {
      token: used.token,
      name: 'Once',
      email: used.email,
      password: PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    const { access_token } = parseAccept(first.json());
    for (const [as, payload] of [
      [null, { token: used.token, name: 'Twice', email: used.email, password: PASSWORD }],
      [access_token!, { code: used.code }],
    ] as const) {
      const again = await acceptInvitation(t.app, as, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'invitation_used',
        message: 'This invitation has already been accepted.',
      });
    }

    const revoked = await invite();
    await callAs(
      t.app,
      owner.token,
      'POST',
      `/api/farms/${farmId}/invitations/${revoked.invitation.id}/revoke`,
    );
    const afterRevoke = await acceptInvitation(t.app, null, {
      token: revoked.token,
      name: 'R',
      email: revoked.email,
      password: PASSWORD,
    });
    expect(afterRevoke.statusCode).toBe(410);
    expect(afterRevoke.json().code).toBe('invitation_revoked');

    const expired = await invite();
    t.clock.advance(7 * DAY + 1);
    try {
      const late = await acceptInvitation(t.app, null, {
        token: expired.token,
        name: 'E',
        email: expired.email,
        password: PASSWORD,
      });
      expect(late.statusCode).toBe(410);
      expect(late.json()).toMatchObject({
        code: 'invitation_expired',
        message: 'This invitation has expired. Ask the farm to send it again.',
      });
      const preview = await callAs(t.app, null, 'GET', `/api/invitations/${expired.token}`);
      expect(PublicInvitationResponseSchema.parse(preview.json()).data.status).toBe('expired');
    } finally {
      t.clock.advance(-(7 * DAY + 1));
    }
    for (const email of [revoked.email!, expired.email!]) {
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it('makes exactly one membership when the same person accepts twice at once', async () => {
    const person = await registerUser(t.app, { email: uniqueEmail('racer') });
    const { token, code } = await invite({ email: person.user.email });
    const answers = await Promise.all([
      acceptInvitation(t.app, person.token, { token }),
      acceptInvitation(t.app, person.token, { code }),
      acceptInvitation(t.app, person.token, { token }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await membersOf(person.user.id)).toHaveLength(1);
  });

  it('makes exactly one account and membership when two new people race with one invitation', async () => {
    const { token, email } = await invite();
    const answers = await Promise.all(
      ['A', 'B'].map((name) => acceptInvitation(t.app, null, { token, name, email, password: PASSWORD })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409].sort());
    const created = await t.db.select().from(users).where(eq(users.email, email!));
    expect(created).toHaveLength(1);
    expect(await membersOf(created[0]!.id)).toHaveLength(1);
  });
});
