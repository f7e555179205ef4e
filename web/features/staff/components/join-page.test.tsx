// The invitation page: the offer (farm, inviter, role), accepting signed in or with a new account, the typed
// code, and what an invitation that cannot be used any more says.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { storeSession, testUser } from '@/web/testing/render';
import { makePublicInvitation } from '../testing/fixtures';
import { JoinPage } from './join-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));
afterEach(() => localStorage.clear());

const joined = {
  message: 'You joined Mlima Farm.',
  farm_id: 'f1',
  farm_name: 'Mlima Farm',
  role: 'worker',
  role_id: null,
  role_name: null,
};

describe('JoinPage', () => {
  it('creates the account of a new person with the link’s token, signs them in and hands over the farm', async () => {
    const newUser = { ...testUser, id: 'u-new', name: 'Njeri Mpya', email: 'njeri@example.test' };
    fake = fakeApi((call) =>
      call.method === 'post'
        ? { ...joined, access_token: 'new-token', user: newUser }
        : { data: makePublicInvitation() },
    );
    const onJoined = vi.fn();
    renderFeature(<JoinPage token="tok-123" onJoined={onJoined} />);
    expect(
      await screen.findByText('Amina Owner invited you to join Mlima Farm as Worker.'),
    ).toBeInTheDocument();
    expect(fake.calls[0]!.url).toBe('/api/invitations/tok-123');
    expect(screen.getByRole('link', { name: 'Log in to accept' })).toHaveAttribute('href', '/login');

    await userEvent.type(screen.getByLabelText('Your name'), 'Njeri Mpya');
    await userEvent.type(screen.getByLabelText('E-mail'), 'njeri@example.test');
    await userEvent.type(screen.getByLabelText('Choose a password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join Mlima Farm' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(expect.objectContaining({ farm_id: 'f1' })));
    expect(fake.calls.find((c) => c.method === 'post')?.data).toEqual({
      token: 'tok-123',
      name: 'Njeri Mpya',
      email: 'njeri@example.test',
      password: 'correct horse battery',
    });
    expect(localStorage.getItem('token')).toContain('new-token');
  });

  it('shows a new person the server’s field message, such as an e-mail that already has an account', async () => {
    fake = fakeApi((call) =>
      call.method === 'post'
        ? new ApiRequestError('Some fields need fixing.', {
            status: 422,
            fieldErrors: {
              email: ['An account with this e-mail already exists. Log in with it to accept the invitation.'],
            },
          })
        : { data: makePublicInvitation() },
    );
    renderFeature(<JoinPage token="tok-123" onJoined={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText('Your name'), 'A');
    await userEvent.type(screen.getByLabelText('E-mail'), 'a@example.test');
    await userEvent.type(screen.getByLabelText('Choose a password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join Mlima Farm' }));
    expect(
      await screen.findByText(
        'An account with this e-mail already exists. Log in with it to accept the invitation.',
      ),
    ).toBeInTheDocument();
  });

  it('lets a signed-in person accept with their account, and shows a refusal plainly', async () => {
    storeSession();
    let refuse = true;
    fake = fakeApi((call) => {
      if (call.method !== 'post')
        return { data: makePublicInvitation({ role: 'custom', role_name: 'Store keeper' }) };
      if (refuse) {
        refuse = false;
        return new ApiRequestError('This invitation was sent to a different e-mail address.', {
          status: 403,
        });
      }
      return joined;
    });
    const onJoined = vi.fn();
    renderFeature(<JoinPage code="K7QM4XPA" onJoined={onJoined} />);
    expect(
      await screen.findByText('Amina Owner invited you to join Mlima Farm as Store keeper.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You are signed in as amina@example.test.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept and join Mlima Farm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation was sent to a different e-mail address.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept and join Mlima Farm' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(fake.calls.filter((c) => c.method === 'post').at(-1)?.data).toEqual({ code: 'K7QM4XPA' });
  });

  it('asks for the typed code when there is no link, and keeps it in the address', async () => {
    fake = fakeApi(() => ({ data: makePublicInvitation() }));
    const { router } = renderFeature(<JoinPage onJoined={vi.fn()} />, { path: '/join', at: '/join' });
    await userEvent.type(screen.getByLabelText('Invitation code'), 'k7qm');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter the 8-character code from your invitation.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Invitation code'), '-4xpa');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?code=K7QM4XPA'));
    expect(fake.calls).toHaveLength(0);
  });

  it('says plainly when an invitation has expired or the link is not valid', async () => {
    fake = fakeApi(() => ({ data: makePublicInvitation({ status: 'expired' }) }));
    const first = renderFeature(<JoinPage token="old" onJoined={vi.fn()} />);
    expect(
      await screen.findByText('This invitation has expired. Ask the farm to send it again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /join/i })).not.toBeInTheDocument();
    first.unmount();

    fake = fakeApi(() => new ApiRequestError('not found', { status: 404 }));
    renderFeature(<JoinPage token="nope" onJoined={vi.fn()} />);
    expect(
      await screen.findByText(
        'This invitation link or code is not valid. Check it, or ask the farm to send the invitation again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Invitation code')).toBeInTheDocument();
  });
});
