import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { register } from '@/shared/api/auth';
import { ApiRequestError } from '@/shared/api/errors';
import { RouteGuard } from '@/web/lib/route-guard';
import { LocationProbe, renderRoutes, testUser } from '@/web/testing/render';
import { RegisterPage } from './register-page';

vi.mock('@/shared/api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/auth')>()),
  register: vi.fn(),
}));
const registerMock = vi.mocked(register);

const routes = [
  { element: <RouteGuard guestOnly />, children: [{ path: '/register', element: <RegisterPage /> }] },
  {
    element: <RouteGuard />,
    children: [{ path: '/verification', element: <LocationProbe name="verification" /> }],
  },
];

async function fillAndSubmit(phone = '') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Name'), 'Amina Wekesa');
  await user.type(screen.getByLabelText('Email'), 'amina@example.test');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'maize and beans');
  if (phone) await user.type(screen.getByLabelText('Phone number'), phone);
  await user.selectOptions(screen.getByLabelText('Account type'), 'organization');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterPage', { timeout: 15_000 }, () => {
  beforeEach(() => {
    registerMock.mockReset();
  });

  it('joins the country code and number, registers and goes to /verification', async () => {
    registerMock.mockResolvedValue({
      access_token: 'new-token',
      user: { ...testUser, email_verified_at: null },
    });
    renderRoutes(routes, { initialEntries: ['/register'] });
    await fillAndSubmit('0712 345 678');
    expect(await screen.findByTestId('probe')).toHaveTextContent('verification at /verification');
    expect(registerMock.mock.calls[0]?.[1]).toEqual({
      name: 'Amina Wekesa',
      email: 'amina@example.test',
      password: 'maize and beans',
      user_type: 'organization',
      phone_number: '+254712345678',
    });
  });

  it("shows the server's per-field messages under the fields", async () => {
    registerMock.mockImplementation(async () => {
      throw new ApiRequestError('The given data was invalid.', {
        status: 422,
        fieldErrors: { email: ['An account with this e-mail address already exists.'] },
      });
    });
    renderRoutes(routes, { initialEntries: ['/register'] });
    await fillAndSubmit();
    expect(
      await screen.findByText('An account with this e-mail address already exists.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
  });

  it('refuses a phone number that cannot be a real one before calling the server', async () => {
    renderRoutes(routes, { initialEntries: ['/register'] });
    await fillAndSubmit('12');
    expect(await screen.findByText(/Enter the phone number with its country code/)).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });
});
