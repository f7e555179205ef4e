import { describe, expect, it } from 'vitest';
import type { User } from '@/shared/contracts/user';
import { ApiRequestError } from './errors';
import { fakeApi } from './fake-client.test-helper';
import {
  changePassword,
  forgotPassword,
  getMe,
  getProfile,
  login,
  logout,
  logoutAll,
  register,
  resetPassword,
  sendEmailVerification,
  sendSmsVerification,
  updateProfile,
  verifyCaptcha,
  verifyEmail,
  verifySms,
} from './auth';

const user: User = {
  id: 'u1',
  name: 'Wanjiku',
  email: 'wanjiku@farm.co.ke',
  phone_number: '+254712345678',
  email_verified_at: null,
  phone_verified_at: null,
  user_type: 'farmer',
  created_at: '2026-01-01T00:00:00Z',
};
const codeSent = { success: true, message: 'Code sent.', retry_after_seconds: 60 };

describe('auth fetchers (docs/product/accounts.md Authentication)', () => {
  it('login sends the normalised credentials and parses access_token and user', async () => {
    const { api, calls } = fakeApi(() => ({ access_token: 't', user, extra: 'ignored' }));
    await expect(login(api, { email: ' Wanjiku@Farm.co.ke ', password: 'secret' })).resolves.toEqual({
      access_token: 't',
      user,
    });
    expect(calls).toEqual([
      { method: 'post', url: '/api/auth/login', data: { email: 'wanjiku@farm.co.ke', password: 'secret' } },
    ]);
  });

  it('login without a user in the answer is an invalid response', async () => {
    const { api } = fakeApi(() => ({ access_token: 't' }));
    await expect(login(api, { email: 'a@b.co', password: 'x' })).rejects.toThrow('Invalid response format');
  });

  it('register fills the default user type', async () => {
    const { api, calls } = fakeApi(() => ({ access_token: 't', user }));
    await register(api, { name: 'W', email: 'w@farm.co.ke', password: 'longenough' });
    expect(calls[0]).toMatchObject({
      method: 'post',
      url: '/api/auth/register',
      data: { user_type: 'farmer' },
    });
  });

  it.each([
    ['a { user } answer', { user }],
    ['a bare user', user],
  ])('getMe reads %s', async (_name, body) => {
    const { api, calls } = fakeApi(() => body);
    await expect(getMe(api)).resolves.toEqual(user);
    expect(calls[0]).toEqual({ method: 'get', url: '/api/auth/me', data: undefined });
  });

  it('getMe rejects an answer without a user', async () => {
    const { api } = fakeApi(() => ({ message: 'ok' }));
    await expect(getMe(api)).rejects.toBeInstanceOf(ApiRequestError);
  });

  it.each([
    ['/api/auth/logout', logout],
    ['/api/auth/logout-all', logoutAll],
  ] as const)('posts to %s and accepts any answer', async (url, fetcher) => {
    const { api, calls } = fakeApi(() => null);
    await expect(fetcher(api)).resolves.toBeUndefined();
    expect(calls[0]).toEqual({ method: 'post', url, data: undefined });
  });

  it.each([
    ['email', sendEmailVerification, '/api/auth/send-email-verification'],
    ['sms', sendSmsVerification, '/api/auth/send-sms-verification'],
  ] as const)('sends the %s code with no body and reads the cooldown', async (_name, fetcher, url) => {
    const { api, calls } = fakeApi(() => codeSent);
    await expect(fetcher(api)).resolves.toEqual(codeSent);
    expect(calls[0]).toEqual({ method: 'post', url, data: undefined });
  });

  it.each([
    ['verifyEmail', verifyEmail, '/api/auth/verify-email'],
    ['verifySms', verifySms, '/api/auth/verify-sms'],
  ] as const)('%s sends {code}', async (_name, fetcher, url) => {
    const { api, calls } = fakeApi(() => ({ success: true, message: 'Verified.' }));
    await expect(fetcher(api, ' 123456 ')).resolves.toEqual({ success: true, message: 'Verified.' });
    expect(calls[0]).toEqual({ method: 'post', url, data: { code: '123456' } });
  });

  it('rejects a malformed input before calling the server, like a 422', async () => {
    const { api, calls } = fakeApi(() => ({}));
    await expect(verifyEmail(api, '12')).rejects.toMatchObject({
      message: 'Enter the 6-digit code we sent you.',
      code: 'invalid_input',
      fieldErrors: { code: ['Enter the 6-digit code we sent you.'] },
    });
    await expect(login(api, { email: 'not-an-email', password: '' })).rejects.toMatchObject({
      fieldErrors: { email: [expect.any(String)], password: ['Enter your password.'] },
    });
    expect(calls).toHaveLength(0);
  });

  it('verifyCaptcha, forgotPassword and resetPassword send their bodies', async () => {
    const { api, calls } = fakeApi(() => ({ message: 'Done.' }));
    await expect(verifyCaptcha(api, 'tok')).resolves.toEqual({ success: true, message: 'Done.' });
    await forgotPassword(api, 'A@b.co');
    await resetPassword(api, { email: 'a@b.co', code: '654321', password: 'newpassword' });
    expect(calls).toEqual([
      { method: 'post', url: '/api/auth/verify-captcha', data: { token: 'tok' } },
      { method: 'post', url: '/api/auth/forgot-password', data: { email: 'a@b.co' } },
      {
        method: 'post',
        url: '/api/auth/reset-password',
        data: { email: 'a@b.co', code: '654321', password: 'newpassword' },
      },
    ]);
  });

  it('changePassword puts to /api/user/password and returns the new token', async () => {
    const { api, calls } = fakeApi(() => ({ access_token: 'rotated', message: 'Password changed.' }));
    await expect(changePassword(api, { current_password: 'old', password: 'newpassword' })).resolves.toEqual({
      access_token: 'rotated',
    });
    expect(calls[0]).toMatchObject({ method: 'put', url: '/api/user/password' });
  });

  it('getProfile and updateProfile read { user }', async () => {
    const { api, calls } = fakeApi(() => ({ user }));
    await expect(getProfile(api)).resolves.toEqual(user);
    await expect(updateProfile(api, { name: ' Wanjiku ', phone_number: '' })).resolves.toEqual(user);
    expect(calls[1]).toEqual({
      method: 'put',
      url: '/api/user/profile',
      data: { name: 'Wanjiku', phone_number: null },
    });
  });
});
