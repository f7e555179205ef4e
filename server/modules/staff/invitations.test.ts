// Invitations under a farm (docs/product/staff.md "Invitations"): who may invite whom, what is sent and in which
// language, the statuses, sending again and revoking, and that another farm's people reach none of it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvitationListResponseSchema, InvitationResponseSchema } from '@/shared/contracts/staff';
import { activityLog } from '@/server/db/schema/activity';
import { farmInvitations } from '@/server/db/schema/staff';
import { createTestApp, type TestApp } from '@/server/test/app';
import { uniqueEmail } from '@/server/test/users';
import { seedCustomRole } from '@/server/modules/farms/farm-fixtures';
import {
  callAs,
  createInvitation,
  invitationSecretsSentTo,
  seedFarmWithOwner,
  seedStaff,
} from './test-support';

let t: TestApp;
let owner: Awaited<ReturnType<typeof seedFarmWithOwner>>['owner'];
let farmId: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  ({
    owner,
    farm: { id: farmId },
  } = await seedFarmWithOwner(t.app));
});
afterAll(() => t.close());

const invitationsUrl = (id = farmId) => `/api/farms/${id}/invitations`;
const list = async (token = owner.token) => {
  const res = await callAs(t.app, token, 'GET', invitationsUrl());
  expect(res.statusCode, res.body).toBe(200);
  return InvitationListResponseSchema.parse(res.json()).data;
};

describe('POST /api/farms/{farmId}/invitations', () => {
  it('stores a pending invitation for 7 days and e-mails a link and a typed code, keeping only their hashes', async () => {
    const email = uniqueEmail('wanjiru');
    const invitation = await createInvitation(t.app, owner.token, farmId, {
      email: ` ${email.toUpperCase()} `,
      role: 'worker',
      job_title: 'Store keeper',
    });
    expect(invitation).toMatchObject({
      farm_id: farmId,
      email,
      phone_number: null,
      role: 'worker',
      role_id: null,
      job_title: 'Store keeper',
      status: 'pending',
      send_count: 1,
      invited_by: { id: owner.user.id, name: 'Amina Owner' },
    });
    const days = (Date.parse(invitation.expires_at) - Date.parse(invitation.last_sent_at)) / DAY;
    expect(days).toBe(7);

    const sent = await invitationSecretsSentTo(t, email);
    expect(sent.subject).toBe('Amina Owner invited you to Mlima Farm on Shamba');
    expect(sent.body).toContain('as a worker');
    expect(sent.body).toContain(`/join/${sent.token}`);
    const [row] = await t.db.select().from(farmInvitations).where(eq(farmInvitations.id, invitation.id));
    expect(row!.tokenHash).not.toContain(sent.token);
    expect(row!.codeHash).not.toContain(sent.code.replace('-', ''));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends an SMS to a phone number, and both messages when given both', async () => {
    const phone = '+254711000001';
    await createInvitation(t.app, owner.token, farmId, { phone_number: '+254 711 000 001', email: '' });
    const sms = await invitationSecretsSentTo(t, phone, 'sms');
    expect(sms.body).toContain('Amina Owner invited you to Mlima Farm on Shamba as a worker.');

    const email = uniqueEmail('both');
    await createInvitation(t.app, owner.token, farmId, { email, phone_number: '+254711000002' });
    const byMail = await invitationSecretsSentTo(t, email);
    const byText = await invitationSecretsSentTo(t, '+254711000002', 'sms');
    expect(byText.token).toBe(byMail.token);
    expect(byText.code).toBe(byMail.code);
  });

  it('writes in the invited person’s language when their account has one, English otherwise', async () => {
    const reader = await seedStaff(
      t,
      (await seedFarmWithOwner(t.app, 'Other')).farm.id,
      'viewer',
      'Juma Msomaji',
    );
    const put = await callAs(t.app, reader.token, 'PUT', '/api/user/settings', { language: 'sw' });
    expect(put.statusCode, put.body).toBe(200);
    await createInvitation(t.app, owner.token, farmId, { email: reader.user.email, role: 'viewer' });
    const sent = await invitationSecretsSentTo(t, reader.user.email);
    expect(sent.subject).toBe('Amina Owner amekualika kwenye Mlima Farm katika Shamba');
    expect(sent.body).toContain('kama mtazamaji');
  });

  it('names a custom role by its name, and refuses a role of another farm', async () => {
    const roleId = await seedCustomRole(t.db, farmId, ['inventory.view', 'inventory.edit'], 'Store keeper');
    const email = uniqueEmail('custom');
    const invitation = await createInvitation(t.app, owner.token, farmId, {
      email,
      role: 'custom',
      role_id: roleId,
    });
    expect(invitation).toMatchObject({ role: 'custom', role_id: roleId, role_name: 'Store keeper' });
    expect((await invitationSecretsSentTo(t, email)).body).toContain('as Store keeper');

    const other = await seedFarmWithOwner(t.app, 'Jirani');
    const foreignRole = await seedCustomRole(t.db, other.farm.id, ['inventory.view']);
    const res = await callAs(t.app, owner.token, 'POST', invitationsUrl(), {
      email: uniqueEmail(),
      role: 'custom',
      role_id: foreignRole,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.role_id).toEqual(['Choose one of this farm’s roles.']);
  });

  it('answers 422 saying what to fix', async () => {
    const cases: [object, string, string][] = [
      [{ role: 'worker' }, 'email', 'Enter an e-mail address or a phone number to send the invitation to.'],
      [{ email: 'nobody', role: 'worker' }, 'email', 'Enter a valid e-mail address, like name@farm.co.ke.'],
      [
        { phone_number: '0711', role: 'worker' },
        'phone_number',
        'Enter the phone number with its country code, like +254712345678.',
      ],
      [{ email: uniqueEmail(), role: 'boss' }, 'role', 'Choose a role from the list.'],
      [
        { email: uniqueEmail(), role: 'custom' },
        'role_id',
        'Choose one of this farm’s roles for a custom role, and none for a built-in role.',
      ],
      [
        { email: uniqueEmail(), role: 'worker', job_title: 'x'.repeat(121) },
        'job_title',
        'Use at most 120 characters for the job title.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await callAs(t.app, owner.token, 'POST', invitationsUrl(), payload);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], JSON.stringify(payload)).toEqual([message]);
    }
  });

  it('refuses someone already on the farm, and a second invitation while one is pending', async () => {
    const member = await seedStaff(t, farmId, 'worker', 'Kamau Mfanyakazi');
    const again = await callAs(t.app, owner.token, 'POST', invitationsUrl(), {
      email: member.user.email,
      role: 'viewer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already_member',
      message: 'Kamau Mfanyakazi is already on this farm.',
    });

    const email = uniqueEmail('twice');
    await createInvitation(t.app, owner.token, farmId, { email });
    const twice = await callAs(t.app, owner.token, 'POST', invitationsUrl(), { email, role: 'viewer' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('invitation_pending');
  });

  it('lets a manager invite, but only an owner invite an owner; a worker may not invite; an outsider gets 404', async () => {
    const manager = await seedStaff(t, farmId, 'manager', 'Mary Manager');
    await createInvitation(t.app, manager.token, farmId, { role: 'manager' });
    const owners = await callAs(t.app, manager.token, 'POST', invitationsUrl(), {
      email: uniqueEmail(),
      role: 'owner',
    });
    expect(owners.statusCode).toBe(403);
    expect(owners.json().message).toBe('Only an owner can invite someone as an owner.');
    await createInvitation(t.app, owner.token, farmId, { role: 'owner' });

    const worker = await seedStaff(t, farmId, 'worker', 'Wekesa Worker');
    const refused = await callAs(t.app, worker.token, 'POST', invitationsUrl(), {
      email: uniqueEmail(),
      role: 'viewer',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role on this farm does not allow you to add staff or roles.');
    expect((await callAs(t.app, worker.token, 'GET', invitationsUrl())).statusCode).toBe(403);

    const outsider = await seedFarmWithOwner(t.app, 'Mbali');
    for (const [method, url] of [
      ['GET', invitationsUrl()],
      ['POST', invitationsUrl()],
    ] as const) {
      const res = await callAs(t.app, outsider.owner.token, method, url, {
        email: uniqueEmail(),
        role: 'viewer',
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Mlima');
    }
    expect((await callAs(t.app, null, 'GET', invitationsUrl())).statusCode).toBe(401);
  });
});

describe('listing, sending again and revoking', () => {
  it('shows each invitation’s status: pending, expired after 7 days, revoked, accepted', async () => {
    const pending = await createInvitation(t.app, owner.token, farmId);
    const revoked = await createInvitation(t.app, owner.token, farmId);
    const revoke = await callAs(t.app, owner.token, 'POST', `${invitationsUrl()}/${revoked.id}/revoke`);
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(InvitationResponseSchema.parse(revoke.json()).data.status).toBe('revoked');

    const byId = new Map((await list()).map((row) => [row.id, row.status]));
    expect(byId.get(pending.id)).toBe('pending');
    expect(byId.get(revoked.id)).toBe('revoked');

    t.clock.advance(7 * DAY + 1000);
    try {
      const later = new Map((await list()).map((row) => [row.id, row.status]));
      expect(later.get(pending.id)).toBe('expired');
      expect(later.get(revoked.id)).toBe('revoked');
    } finally {
      t.clock.advance(-(7 * DAY + 1000));
    }
  });

  it('sends again with a new link and code, valid 7 more days, the old ones no longer working; not too often', async () => {
    const email = uniqueEmail('again');
    const invitation = await createInvitation(t.app, owner.token, farmId, { email });
    const first = await invitationSecretsSentTo(t, email);
    const resendUrl = `${invitationsUrl()}/${invitation.id}/resend`;

    const soon = await callAs(t.app, owner.token, 'POST', resendUrl);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('60');
    expect(soon.json().message).toBe('This invitation was just sent. You can send it again in 60 seconds.');

    t.clock.advance(2 * DAY);
    const res = await callAs(t.app, owner.token, 'POST', resendUrl);
    expect(res.statusCode, res.body).toBe(200);
    const resent = InvitationResponseSchema.parse(res.json()).data;
    expect(resent.send_count).toBe(2);
    expect(Date.parse(resent.expires_at) - Date.parse(invitation.expires_at)).toBe(2 * DAY);
    const second = await invitationSecretsSentTo(t, email);
    expect(second.token).not.toBe(first.token);
    expect((await callAs(t.app, null, 'GET', `/api/invitations/${first.token}`)).statusCode).toBe(404);
    expect((await callAs(t.app, null, 'GET', `/api/invitations/${first.code}`)).statusCode).toBe(404);
    expect((await callAs(t.app, null, 'GET', `/api/invitations/${second.token}`)).statusCode).toBe(200);

    for (let n = 3; n <= 5; n++) {
      t.clock.advance(61_000);
      expect((await callAs(t.app, owner.token, 'POST', resendUrl)).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    const capped = await callAs(t.app, owner.token, 'POST', resendUrl);
    expect(capped.statusCode).toBe(409);
    expect(capped.json().code).toBe('resend_limit');
  });

  it('refuses to resend or revoke an accepted invitation; revoking twice changes nothing', async () => {
    const email = uniqueEmail('done');
    const invitation = await createInvitation(t.app, owner.token, farmId, { email });
    const { token } = await invitationSecretsSentTo(t, email);
    const accepted = await callAs(t.app, null, 'POST', '/api/invitations/accept', {
      token,
      name: 'Done Person',
      email,
      password: 'correct horse battery',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    t.clock.advance(61_000);
    const resend = await callAs(t.app, owner.token, 'POST', `${invitationsUrl()}/${invitation.id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe('This invitation was already accepted.');
    const revoke = await callAs(t.app, owner.token, 'POST', `${invitationsUrl()}/${invitation.id}/revoke`);
    expect(revoke.statusCode).toBe(409);

    const other = await createInvitation(t.app, owner.token, farmId);
    const url = `${invitationsUrl()}/${other.id}/revoke`;
    const once = InvitationResponseSchema.parse((await callAs(t.app, owner.token, 'POST', url)).json()).data;
    const twice = await callAs(t.app, owner.token, 'POST', url);
    expect(twice.statusCode).toBe(200);
    expect(InvitationResponseSchema.parse(twice.json()).data.revoked_at).toBe(once.revoked_at);
    const entries = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.recordId, other.id), eq(activityLog.action, 'revoke')));
    expect(entries).toHaveLength(1);
  });

  it('keeps an owner invitation to owners, and another farm’s invitation out of reach', async () => {
    const ownerInvite = await createInvitation(t.app, owner.token, farmId, { role: 'owner' });
    const manager = await seedStaff(t, farmId, 'manager', 'Musa Manager');
    const revoke = await callAs(t.app, manager.token, 'POST', `${invitationsUrl()}/${ownerInvite.id}/revoke`);
    expect(revoke.statusCode).toBe(403);

    const other = await seedFarmWithOwner(t.app, 'Kando');
    const theirs = await createInvitation(t.app, other.owner.token, other.farm.id);
    for (const action of ['resend', 'revoke']) {
      const res = await callAs(t.app, owner.token, 'POST', `${invitationsUrl()}/${theirs.id}/${action}`);
      expect(res.statusCode, action).toBe(404);
      expect(res.json().message).toBe('We could not find that invitation.');
    }
    const viaTheirFarm = await callAs(
      t.app,
      owner.token,
      'POST',
      `${invitationsUrl(other.farm.id)}/${theirs.id}/revoke`,
    );
    expect(viaTheirFarm.statusCode).toBe(404);
  });

  it('records invite, resend and revoke in the activity log without secrets', async () => {
    const email = uniqueEmail('logged');
    const invitation = await createInvitation(t.app, owner.token, farmId, { email });
    t.clock.advance(61_000);
    await callAs(t.app, owner.token, 'POST', `${invitationsUrl()}/${invitation.id}/resend`);
    await callAs(t.app, owner.token, 'POST', `${invitationsUrl()}/${invitation.id}/revoke`);
    const entries = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.recordId, invitation.id))
      .orderBy(activityLog.id);
    expect(entries.map((e) => e.action)).toEqual(['invite', 'resend', 'revoke']);
    expect(entries[0]).toMatchObject({
      farmId,
      actorId: owner.user.id,
      module: 'staff',
      recordType: 'invitation',
      summary: `Invited ${email} as worker`,
    });
    const secrets = await invitationSecretsSentTo(t, email);
    const stored = JSON.stringify(entries.map((e) => [e.before, e.after]));
    expect(stored).not.toContain(secrets.token);
    expect(stored).not.toContain('hash');
  });
});
