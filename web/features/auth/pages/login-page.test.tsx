import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { login } from '@/shared/api/auth';
import { ApiRequestError } from '@/shared/api/errors';
import { INVALID_RESPONSE_FORMAT } from '@/shared/api/extract-json';
import { RouteGuard } from '@/web/lib/route-guard';
import { LocationProbe, renderRoutes, testUser } from '@/web/testing/render';
import { LoginPage } from './login-page';

vi.mock('@/shared/api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/auth')>()),
  login: vi.fn(),
}));
const loginMock = vi.mocked(login);

const routes: RouteObject[] = [
  { element: <RouteGuard guestOnly />, children: [{ path: '/login', element: <LoginPage /> }] },
  {
    element: <RouteGuard />,
    children: [
      { path: '/farmer/dashboard', element: <LocationProbe name="dashboard" /> },
      { path: '/farmer/settings/regional', element: <LocationProbe name="regional" /> },
      { path: '/verification', element: <LocationProbe name="verification" /> },
    ],
  },
];

async function submit(email = 'amina@example.test', password = 'maize and beans') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', { timeout: 15_000 }, () => {
  beforeEach(() => {
    loginMock.mockReset();
  });

  it("shows the server's message when the login fails", async () => {
    loginMock.mockImplementation(async () => {
      throw new ApiRequestError('The e-mail or password is incorrect.', { status: 401 });
    });
    renderRoutes(routes, { initialEntries: ['/login'] });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is incorrect.');
    expect(loginMock.mock.calls[0]?.[1]).toEqual({
      email: 'amina@example.test',
      password: 'maize and beans',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows "Invalid response format" when the answer holds no JSON (docs/product/accounts.md)', async () => {
    loginMock.mockImplementation(async () => {
      throw new ApiRequestError(INVALID_RESPONSE_FORMAT, { status: 200 });
    });
    renderRoutes(routes, { initialEntries: ['/login'] });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response format');
  });

  it('checks the fields before calling the server', async () => {
    renderRoutes(routes, { initialEntries: ['/login'] });
    await submit('not-an-address', 'x');
    expect(await screen.findByText(/Enter a valid e-mail address/)).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('stores the session and returns a verified user to the page they came from', async () => {
    loginMock.mockResolvedValue({ access_token: 'fresh-token', user: testUser });
    renderRoutes(routes, {
      initialEntries: [{ pathname: '/login', state: { from: '/farmer/settings/regional' } }],
    });
    await submit();
    expect(await screen.findByTestId('probe')).toHaveTextContent('regional at /farmer/settings/regional');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: testUser.email });
  });

  it('sends an unverified user to /verification first, keeping the origin', async () => {
    loginMock.mockResolvedValue({
      access_token: 'fresh-token',
      user: { ...testUser, email_verified_at: null },
    });
    renderRoutes(routes, {
      initialEntries: [{ pathname: '/login', state: { from: '/farmer/settings/regional' } }],
    });
    await submit();
    expect(await screen.findByTestId('probe')).toHaveTextContent(
      'verification at /verification from /farmer/settings/regional',
    );
  });

  it('sends a verified user without an origin to their dashboard', async () => {
    loginMock.mockResolvedValue({ access_token: 'fresh-token', user: testUser });
    renderRoutes(routes, { initialEntries: ['/login'] });
    await submit();
    expect(await screen.findByTestId('probe')).toHaveTextContent('dashboard at /farmer/dashboard');
  });
});
