// The staff fetchers: paths under the farm, inputs checked with the server's contract before any request, and
// the public invitation calls by token or code.
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './errors';
import { fakeApi } from './fake-client.test-helper';
import {
  acceptInvitation,
  createInvitation,
  getInvitation,
  removeStaffMember,
  resendInvitation,
  updateStaffMember,
} from './staff';

const invitation = {
  id: 'i1',
  farm_id: 'f1',
  email: 'a@example.test',
  phone_number: null,
  role: 'worker',
  role_id: null,
  role_name: null,
  job_title: null,
  status: 'pending',
  invited_by: null,
  send_count: 1,
  last_sent_at: '2026-03-01T00:00:00Z',
  expires_at: '2026-03-08T00:00:00Z',
  accepted_at: null,
  accepted_by: null,
  revoked_at: null,
  created_at: '2026-03-01T00:00:00Z',
};

describe('staff fetchers', () => {
  it('refuses an invitation without an address before sending anything, as a 422 would', async () => {
    const fake = fakeApi(() => ({ message: 'Invitation sent', data: invitation }));
    const refused = await createInvitation(fake.api, 'f1', { role: 'worker' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect((refused as ApiRequestError).fieldErrors?.email).toEqual([
      'Enter an e-mail address or a phone number to send the invitation to.',
    ]);
    expect(fake.calls).toHaveLength(0);

    await expect(
      createInvitation(fake.api, 'f1', { email: ' A@Example.test ', role: 'worker' }),
    ).resolves.toEqual(invitation);
    expect(fake.calls[0]).toMatchObject({
      method: 'post',
      url: '/api/farms/f1/invitations',
      data: { email: 'a@example.test', role: 'worker' },
    });
  });

  it('builds the farm’s paths, escaping ids', async () => {
    const fake = fakeApi((call) =>
      call.method === 'delete' ? { success: true, message: 'removed' } : { message: 'ok', data: invitation },
    );
    await resendInvitation(fake.api, 'f1', 'i/1');
    await removeStaffMember(fake.api, 'f1', 'u1');
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /api/farms/f1/invitations/i%2F1/resend',
      'delete /api/farms/f1/staff/u1',
    ]);
  });

  it('checks a staff change with the contract: a pay rate needs a number', async () => {
    const fake = fakeApi(() => ({}));
    const refused = await updateStaffMember(fake.api, 'f1', 'u1', { pay_rate: 'lots' }).catch(
      (e: unknown) => e,
    );
    expect((refused as ApiRequestError).fieldErrors?.pay_rate).toEqual(['Enter the pay rate as a number.']);
    expect(fake.calls).toHaveLength(0);
  });

  it('opens and accepts an invitation by token or typed code', async () => {
    const fake = fakeApi((call) =>
      call.method === 'get'
        ? {
            data: {
              farm_name: 'Mlima Farm',
              inviter_name: 'Amina',
              role: 'worker',
              role_id: null,
              role_name: null,
              status: 'pending',
            },
          }
        : {
            message: 'You joined Mlima Farm.',
            farm_id: 'f1',
            farm_name: 'Mlima Farm',
            role: 'worker',
            role_id: null,
            role_name: null,
          },
    );
    await expect(getInvitation(fake.api, ' K7QM-4XPA ')).resolves.toMatchObject({ farm_name: 'Mlima Farm' });
    await acceptInvitation(fake.api, { code: 'K7QM4XPA' });
    expect(fake.calls.map((c) => [c.url, c.data])).toEqual([
      ['/api/invitations/K7QM-4XPA', undefined],
      ['/api/invitations/accept', { code: 'K7QM4XPA' }],
    ]);
    await expect(acceptInvitation(fake.api, {})).rejects.toThrow(
      'Enter the 8-character code from your invitation.',
    );
  });
});
