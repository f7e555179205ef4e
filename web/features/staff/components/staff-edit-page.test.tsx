// Editing a person: the fields start from what is stored, a save sends role, terms and teams, and the server's
// refusal (the last owner) shows plainly.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi, type RecordedCall } from '@/shared/api/fake-client.test-helper';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { makeOwner, makeRoles, makeStaffDetail, makeStaffMember, makeTeam } from '../testing/fixtures';
import { StaffEditPage } from './staff-edit-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const teams = [makeTeam(), makeTeam({ id: 't2', name: 'Store', members: [] })];
function reads(call: RecordedCall, member = makeStaffDetail()) {
  if (call.url.endsWith('/teams')) return { data: teams };
  if (call.url.endsWith('/roles')) return { data: makeRoles() };
  return { data: member };
}

describe('StaffEditPage', () => {
  it('saves role, job title, start date, pay and teams, then goes back to the person', async () => {
    fake = fakeApi((call) =>
      call.method === 'patch' ? { message: 'Staff details saved', data: makeStaffMember() } : reads(call),
    );
    renderFeature(<StaffEditPage farmId="f1" staffId="u-worker" callerRole="owner" />);
    expect(await screen.findByLabelText('Job title')).toHaveValue('Store keeper');
    expect(screen.getByLabelText('Pay rate')).toHaveValue(450);
    expect(screen.getByLabelText('Field team')).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveValue('worker'));

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Store keeper');
    await userEvent.clear(screen.getByLabelText('Job title'));
    await userEvent.type(screen.getByLabelText('Job title'), 'Head of store');
    await userEvent.selectOptions(screen.getByLabelText('Paid per'), 'month');
    await userEvent.click(screen.getByLabelText('Field team'));
    await userEvent.click(screen.getByLabelText('Store'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/farmer/staff/u-worker'));
    expect(fake.calls.find((c) => c.method === 'patch')).toMatchObject({
      url: '/api/farms/f1/staff/u-worker',
      data: {
        role: 'custom',
        role_id: '11111111-1111-4111-8111-111111111111',
        job_title: 'Head of store',
        start_date: '2026-01-05',
        pay_rate: 450,
        pay_period: 'month',
        team_ids: ['t2'],
      },
    });
  });

  it('shows the last-owner refusal in words, and keeps a manager off an owner', async () => {
    fake = fakeApi((call) =>
      call.method === 'patch'
        ? new ApiRequestError(
            'Amina Owner is the only owner of this farm. Make someone else an owner first, so the farm always has one.',
            { status: 409 },
          )
        : reads(call, { ...makeStaffDetail(), ...makeOwner() }),
    );
    const owner = renderFeature(<StaffEditPage farmId="f1" staffId="u-owner" callerRole="owner" />);
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveValue('owner'));
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Manager');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('is the only owner of this farm');
    owner.unmount();

    renderFeature(<StaffEditPage farmId="f1" staffId="u-owner" callerRole="manager" />);
    expect(await screen.findByText('Only an owner can change another owner.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
