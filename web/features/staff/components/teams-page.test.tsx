// The teams page: teams with their members, creating one from the farm's people, a name already taken under
// its field, deleting after confirmation, and no write buttons for a role that may only look.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { makeOwner, makeStaffMember, makeTeam } from '../testing/fixtures';
import { TeamsPage } from './teams-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const reads = (url: string) =>
  url.endsWith('/teams') ? { data: [makeTeam()] } : { data: [makeOwner(), makeStaffMember()] };

describe('TeamsPage', () => {
  it('lists each team with its members', async () => {
    fake = fakeApi((call) => reads(call.url));
    renderFeature(<TeamsPage farmId="f1" farmName="Mlima Farm" />);
    const card = (await screen.findByRole('heading', { name: 'Field team' })).closest('li')!;
    expect(within(card).getByText('Planting and weeding')).toBeInTheDocument();
    expect(within(card).getByText('1 member')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Wanjiru Kamau' })).toHaveAttribute(
      'href',
      '/farmer/staff/u-worker',
    );
  });

  it('creates a team from the farm’s people; a taken name shows under the name', async () => {
    let taken = true;
    fake = fakeApi((call) => {
      if (call.method !== 'post') return reads(call.url);
      if (taken) {
        taken = false;
        const message = 'There is already a team called Store on this farm. Choose another name.';
        return new ApiRequestError(message, { status: 409, fieldErrors: { name: [message] } });
      }
      return { message: 'Team created', data: makeTeam({ id: 't9', name: 'Store room' }) };
    });
    renderFeature(<TeamsPage farmId="f1" farmName="Mlima Farm" />);
    await userEvent.click(await screen.findByRole('button', { name: 'New team' }));
    const dialog = screen.getByRole('dialog', { name: 'New team' });
    await userEvent.type(within(dialog).getByLabelText('Team name'), 'Store');
    await userEvent.click(within(dialog).getByLabelText('Amina Owner'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(
      await within(dialog).findByText(
        'There is already a team called Store on this farm. Choose another name.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Team name'), ' room');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Team Store room created')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'post').at(-1)).toMatchObject({
      url: '/api/farms/f1/teams',
      data: { name: 'Store room', member_ids: ['u-owner'] },
    });
  });

  it('deletes a team after confirmation', async () => {
    fake = fakeApi((call) =>
      call.method === 'delete'
        ? { success: true, message: 'The team Field team was deleted.' }
        : reads(call.url),
    );
    renderFeature(<TeamsPage farmId="f1" farmName="Mlima Farm" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Field team' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the team Field team?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'delete')?.url).toBe('/api/farms/f1/teams/t1'),
    );
  });

  it('shows a role that may only look no New, Edit or Delete', async () => {
    fake = fakeApi((call) => reads(call.url));
    renderFeature(<TeamsPage farmId="f1" farmName="Mlima Farm" />, { permissions: ['staff.view'] });
    expect(await screen.findByRole('heading', { name: 'Field team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Field team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Field team' })).not.toBeInTheDocument();
  });
});
