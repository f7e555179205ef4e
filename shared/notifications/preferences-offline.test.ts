import { describe, expect, it, vi } from 'vitest';
import { PREFERENCE_TYPES, type Preference } from '../contracts/notifications';
import { ApiRequestError } from '../api/errors';
import { createMemoryStorage } from '../platform/memory-storage';
import {
  flushPendingPreferences,
  isServerUnreachable,
  keepPendingPreferences,
  pendingPreferencesKey,
  preferencesWithPending,
  readPendingPreferences,
  type PreferenceChoice,
} from './preferences-offline';

const choice = (type: PreferenceChoice['type'], sms: boolean): PreferenceChoice => ({
  type,
  channels: { email: true, push: false, sms },
});

describe('isServerUnreachable (docs/product/notifications.md: 500 or 404 switch to local mode; decision 006)', () => {
  it.each([
    [new ApiRequestError('Network error occurred'), true],
    [new ApiRequestError('x', { status: 500 }), true],
    [new ApiRequestError('x', { status: 503 }), true],
    [new ApiRequestError('x', { status: 404 }), true],
    [new ApiRequestError('x', { status: 422 }), false],
    [new ApiRequestError('x', { status: 403 }), false],
    [new ApiRequestError('x', { status: 401 }), false],
  ])('%s → %s', (error, expected) => expect(isServerUnreachable(error)).toBe(expected));
});

describe('kept changes', () => {
  it('are stored per user and read back; garbage reads as nothing', async () => {
    const storage = createMemoryStorage();
    await keepPendingPreferences(storage, 'u1', [choice('weather', true)], new Date('2026-01-01T00:00:00Z'));
    expect(await readPendingPreferences(storage, 'u1')).toEqual({
      saved_at: '2026-01-01T00:00:00.000Z',
      preferences: [choice('weather', true)],
    });
    expect(await readPendingPreferences(storage, 'u2')).toBeNull();
    storage.setItem(pendingPreferencesKey('u3'), '{"preferences":[{"type":"nope"}],"saved_at":"x"}');
    expect(await readPendingPreferences(storage, 'u3')).toBeNull();
    storage.setItem(pendingPreferencesKey('u4'), 'not json');
    expect(await readPendingPreferences(storage, 'u4')).toBeNull();
  });

  it('show over the server’s rows, or over every type when there are none', () => {
    const server: Preference[] = [
      {
        id: '1',
        type: 'weather',
        name: 'W',
        description: 'd',
        channels: { email: false, push: false, sms: false },
      },
    ];
    const pending = { saved_at: 'x', preferences: [choice('weather', true)] };
    expect(preferencesWithPending(server, pending)).toEqual([
      { ...server[0], channels: choice('weather', true).channels },
    ]);
    const all = preferencesWithPending(null, pending);
    expect(all.map((p) => p.type)).toEqual([...PREFERENCE_TYPES]);
    expect(all.find((p) => p.type === 'weather')?.channels.sms).toBe(true);
    expect(all.find((p) => p.type === 'market')?.channels).toEqual({ email: true, push: true, sms: false });
  });
});

describe('flushPendingPreferences (changes really sent when the server is back)', () => {
  it('sends them, then forgets them', async () => {
    const storage = createMemoryStorage();
    await keepPendingPreferences(storage, 'u1', [choice('market', true)]);
    const send = vi.fn().mockResolvedValue({});
    expect(await flushPendingPreferences({ storage, userId: 'u1', send })).toBe('sent');
    expect(send).toHaveBeenCalledWith([choice('market', true)]);
    expect(storage.snapshot()).toEqual({});
    expect(await flushPendingPreferences({ storage, userId: 'u1', send })).toBe('none');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps them while the server is unreachable, or the session ended', async () => {
    const storage = createMemoryStorage();
    await keepPendingPreferences(storage, 'u1', [choice('market', true)]);
    for (const error of [
      new ApiRequestError('Network error occurred'),
      new ApiRequestError('x', { status: 401 }),
    ]) {
      const send = vi.fn().mockRejectedValue(error);
      expect(await flushPendingPreferences({ storage, userId: 'u1', send })).toBe('kept');
    }
    expect(await readPendingPreferences(storage, 'u1')).not.toBeNull();
  });

  it('drops them when the server refuses them (they would never go through)', async () => {
    const storage = createMemoryStorage();
    await keepPendingPreferences(storage, 'u1', [choice('market', true)]);
    const send = vi.fn().mockRejectedValue(new ApiRequestError('Check the form.', { status: 422 }));
    expect(await flushPendingPreferences({ storage, userId: 'u1', send })).toBe('dropped');
    expect(storage.snapshot()).toEqual({});
  });

  it('sends once when asked twice at the same time, and keeps a newer change made meanwhile', async () => {
    const storage = createMemoryStorage();
    await keepPendingPreferences(storage, 'u1', [choice('market', true)], new Date(1));
    let release!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const first = flushPendingPreferences({ storage, userId: 'u1', send });
    const second = flushPendingPreferences({ storage, userId: 'u1', send });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await keepPendingPreferences(storage, 'u1', [choice('market', false)], new Date(2));
    release();
    expect(await first).toBe('sent');
    expect(await second).toBe('sent');
    expect((await readPendingPreferences(storage, 'u1'))?.preferences).toEqual([choice('market', false)]);
  });
});
