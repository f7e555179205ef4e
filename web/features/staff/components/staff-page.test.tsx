// The staff page: the people with role, contact and teams; invite (field errors, roles offered); the open
// invitations with Resend and Revoke; and what a role that may only look does not see.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi, type RecordedCall } from '@/shared/api/fake-client.test-helper';
import { can, type FarmPermission } from '@/shared/contracts/farm-permissions';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { makeInvitation, makeOwner, makeRoles, makeStaffMember, makeTeam } from '../testing/fixtures';
import { StaffPage } from './staff-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const staff = [makeOwner(), makeStaffMember()];
const invitations = [
  makeInvitation(),
  makeInvitation({ id: 'i2', email: 'zawadi@example.test', status: 'expired' }),
  makeInvitation({
    id: 'i3',
    email: 'old@example.test',
    status: 'accepted',
    accepted_at: '2026-02-01T00:00:00Z',
  }),
];

function answers(call: RecordedCall, writes: (call: RecordedCall) => unknown = () => undefined) {
  const written = writes(call);
  if (written !== undefined) return written;
  if (call.url.endsWith('/invitations')) return { data: invitations };
  if (call.url.endsWith('/teams')) return { data: [makeTeam()] };
  if (call.url.endsWith('/roles')) return { data: makeRoles() };
  return { data: staff };
}

const page = (permissions?: readonly FarmPermission[], callerRole: 'owner' | 'manager' = 'owner') =>
  renderFeature(<StaffPage farmId="f1" farmName="Mlima Farm" callerRole={callerRole} />, {
    permissions: permissions ?? undefined,
  });

describe('StaffPage', () => {
  it('lists each person with role, contact and teams, and the open invitations', async () => {
    fake = fakeApi((call) => answers(call));
    page();
    const row = (await screen.findByRole('link', { name: 'Wanjiru Kamau' })).closest('tr')!;
    expect(within(row).getByText('Worker')).toBeInTheDocument();
    expect(within(row).getByText('Store keeper')).toBeInTheDocument();
    expect(within(row).getByText('wanjiru@example.test')).toBeInTheDocument();
    expect(within(row).getByText('Field team')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amina Owner' }).closest('tr')).toHaveTextContent('Owner');

    const invites = screen.getByRole('region', { name: 'Invitations' });
    expect(within(invites).getByText('baraka@example.test')).toBeInTheDocument();
    expect(within(invites).getByText('Pending')).toBeInTheDocument();
    expect(within(invites).getByText('Expired')).toBeInTheDocument();
    expect(within(invites).queryByText('old@example.test')).not.toBeInTheDocument();
    await userEvent.click(within(invites).getByLabelText('Show accepted and revoked (1)'));
    expect(within(invites).getByText('old@example.test')).toBeInTheDocument();
  });

  it('invites by e-mail with a role, showing the server’s field error under its field', async () => {
    let refused = true;
    fake = fakeApi((call) =>
      answers(call, (c) => {
        if (c.method !== 'post') return undefined;
        if (refused) {
          refused = false;
          return new ApiRequestError('Some fields need fixing.', {
            status: 409,
            fieldErrors: { email: ['Wanjiru Kamau is already on this farm.'] },
          });
        }
        return { message: 'Invitation sent', data: makeInvitation({ email: 'new@example.test' }) };
      }),
    );
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone to Mlima Farm' });
    const role = within(dialog).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Owner', 'Manager', 'Worker', 'Viewer', 'Store keeper']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Enter an e-mail address or a phone number to send the invitation to.'),
    ).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'wanjiru@example.test');
    await userEvent.selectOptions(role, 'Store keeper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Wanjiru Kamau is already on this farm.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'new@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@example.test')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'post').at(-1)).toMatchObject({
      url: '/api/farms/f1/invitations',
      data: { email: 'new@example.test', role: 'custom', role_id: '11111111-1111-4111-8111-111111111111' },
    });
  });

  it('offers a manager no Owner role, and no Edit or Remove on the owner', async () => {
    fake = fakeApi((call) => answers(call));
    page(undefined, 'manager');
    expect(await screen.findByRole('button', { name: 'Edit Wanjiru Kamau' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Amina Owner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Amina Owner' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone to Mlima Farm' });
    const options = within(within(dialog).getByLabelText('Role')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).not.toContain('Owner');
  });

  it('resends and revokes an invitation', async () => {
    fake = fakeApi((call) =>
      answers(call, (c) => {
        if (c.url.endsWith('/resend')) return { message: 'Invitation sent again', data: makeInvitation() };
        if (c.url.endsWith('/revoke'))
          return { message: 'Invitation revoked', data: makeInvitation({ status: 'revoked' }) };
        return undefined;
      }),
    );
    page();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend the invitation to baraka@example.test' }),
    );
    expect(await screen.findByText('Invitation sent again to baraka@example.test')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Revoke the invitation to zawadi@example.test' }),
    );
    await waitFor(() =>
      expect(fake.calls.find((c) => c.url.endsWith('/revoke'))?.url).toBe(
        '/api/farms/f1/invitations/i2/revoke',
      ),
    );
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
  });

  it('shows someone who may only see staff no Invite, Edit, Remove, Resend or Revoke', async () => {
    fake = fakeApi((call) => answers(call));
    page(['staff.view', 'farms.view']);
    expect(await screen.findByRole('link', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
    expect(can(['staff.view'], 'staff', 'create')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(await screen.findByText('baraka@example.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Resend / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke / })).not.toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    fake = fakeApi((call) =>
      call.url.endsWith('/staff')
        ? new ApiRequestError('Request failed with status 500', { status: 500 })
        : answers(call),
    );
    page();
    expect(await screen.findByText('Failed to load the staff. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });
});
