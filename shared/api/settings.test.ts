import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@/shared/contracts/settings';
import { ApiRequestError } from './errors';
import { fakeApi } from './fake-client.test-helper';
import { getUserSettings, readUserSettings, updateUserSettings } from './settings';

const saved = { ...DEFAULT_USER_SETTINGS, default_currency: 'UGX', date_format: 'YYYY-MM-DD' } as const;

describe('getUserSettings (docs/product/settings.md User settings: a load failure falls back to defaults)', () => {
  it('reads the saved settings', async () => {
    const { api, calls } = fakeApi(() => saved);
    await expect(getUserSettings(api)).resolves.toEqual({ settings: saved });
    expect(calls[0]).toMatchObject({ method: 'get', url: '/api/user/settings' });
  });

  it('accepts a data wrapper', async () => {
    const { api } = fakeApi(() => ({ data: saved }));
    await expect(getUserSettings(api)).resolves.toEqual({ settings: saved });
  });

  it('fills missing keys with the docs/product/settings.md defaults', () => {
    expect(readUserSettings({ default_currency: 'USD', profile: { theme_preference: 'dark' } })).toEqual({
      ...DEFAULT_USER_SETTINGS,
      default_currency: 'USD',
      profile: { ...DEFAULT_USER_SETTINGS.profile, theme_preference: 'dark' },
    });
  });

  it.each([
    ['a failed call', new ApiRequestError('Network error occurred')],
    ['an invalid answer', { default_currency: 'XXX' }],
  ])('falls back to defaults on %s', async (_name, answer) => {
    const { api } = fakeApi(() => answer);
    await expect(getUserSettings(api)).resolves.toEqual({
      settings: DEFAULT_USER_SETTINGS,
      error: 'Failed to load user settings',
    });
  });
});

describe('updateUserSettings', () => {
  it('puts the changed keys and returns the whole object', async () => {
    const { api, calls } = fakeApi(() => saved);
    await expect(updateUserSettings(api, { default_currency: 'UGX' })).resolves.toEqual(saved);
    expect(calls[0]).toEqual({ method: 'put', url: '/api/user/settings', data: { default_currency: 'UGX' } });
  });

  it('fails with Failed to update user settings and keeps the cause', async () => {
    const cause = new ApiRequestError('Request failed with status 500', { status: 500 });
    const { api } = fakeApi(() => cause);
    const error = await updateUserSettings(api, { language: 'sw' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Failed to update user settings');
    expect((error as Error).cause).toBe(cause);
  });
});
