// The push sender choice: off without FIREBASE_SERVICE_ACCOUNT, FCM with it; without the optional firebase-admin
// service account the FCM sender reports why instead of crashing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MulticastMessage } from 'firebase-admin/messaging';
import {
  createFcmPushSender,
  createPushSender,
  disabledPush,
  FCM_BATCH,
  readServiceAccount,
  type FcmMessaging,
} from './push';

describe('createPushSender', () => {
  it('is off without a service account', async () => {
    expect(createPushSender({})).toBe(disabledPush);
    expect(createPushSender({ FIREBASE_SERVICE_ACCOUNT: '  ' })).toBe(disabledPush);
    expect(await disabledPush.send(['t'], { title: 'a', body: 'b', link: null, data: {} })).toMatchObject({
      sent: 0,
      error: 'push is not configured',
    });
  });

  it('reads the service account as JSON or from a file', () => {
    const json = '{"project_id":"shamba-test"}';
    expect(readServiceAccount(json)).toEqual({ project_id: 'shamba-test' });
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'shamba-push-')), 'sa.json');
    writeFileSync(file, json);
    expect(readServiceAccount(file)).toEqual({ project_id: 'shamba-test' });
  });

  it('turns FCM on when configured, and reports a service account firebase-admin refuses', async () => {
    const sender = createPushSender({ FIREBASE_SERVICE_ACCOUNT: '{"project_id":"p"}' });
    expect(sender).toMatchObject({ enabled: true, kind: 'fcm' });
    // The real firebase-admin checks the credential before any network call: no private key, no push.
    const result = await sender.send(['t1', 't2'], { title: 'a', body: 'b', link: null, data: {} });
    expect(result).toMatchObject({ sent: 0, failed: 2, invalidTokens: [] });
    expect(result.error).toMatch(/private_key/);
  });
});

// Firebase's servers cannot be reached here: a stand-in for firebase-admin's Messaging answers instead.
function fakeMessaging(
  answer: (token: string) => { success: boolean; error?: { code: string; message: string } },
) {
  const calls: MulticastMessage[] = [];
  const messaging: FcmMessaging = {
    async sendEachForMulticast(message) {
      calls.push(message);
      return { responses: message.tokens.map(answer) };
    },
  };
  return { messaging, calls };
}

describe('createFcmPushSender', () => {
  const message = {
    title: 'Low stock',
    body: 'Maize seed is low',
    link: 'http://farm.test/x',
    data: { id: '7' },
  };

  it('sends in batches of 500 with the icon, link, badge and the notification id as tag, and counts what went through', async () => {
    const { messaging, calls } = fakeMessaging(() => ({ success: true }));
    const sender = createFcmPushSender('{}', async () => messaging);
    const tokens = Array.from({ length: FCM_BATCH + 3 }, (_, i) => `token-${i}`);
    expect(await sender.send(tokens, message)).toEqual({ sent: FCM_BATCH + 3, failed: 0, invalidTokens: [] });
    expect(calls.map((call) => call.tokens.length)).toEqual([FCM_BATCH, 3]);
    expect(calls[0]).toMatchObject({
      notification: { title: 'Low stock', body: 'Maize seed is low' },
      data: { id: '7' },
      webpush: {
        notification: { icon: '/logo.png', badge: '/icons/notification-badge.png', tag: '7' },
        fcmOptions: { link: 'http://farm.test/x' },
      },
    });
  });

  it('returns the tokens Firebase rejected for good, and keeps the ones that failed for a passing reason', async () => {
    const { messaging } = fakeMessaging((token) =>
      token === 'gone'
        ? {
            success: false,
            error: { code: 'messaging/registration-token-not-registered', message: 'unregistered' },
          }
        : token === 'busy'
          ? { success: false, error: { code: 'messaging/server-unavailable', message: 'try later' } }
          : { success: true },
    );
    const sender = createFcmPushSender('{}', async () => messaging);
    expect(await sender.send(['ok', 'gone', 'busy'], message)).toEqual({
      sent: 1,
      failed: 2,
      invalidTokens: ['gone'],
      error: 'unregistered',
    });
  });

  it('connects again after a failed connection instead of failing forever', async () => {
    const { messaging } = fakeMessaging(() => ({ success: true }));
    let attempts = 0;
    const sender = createFcmPushSender('{}', async () => {
      attempts++;
      if (attempts === 1) throw new Error('credential file unreadable');
      return messaging;
    });
    expect(await sender.send(['a'], message)).toMatchObject({
      sent: 0,
      failed: 1,
      error: 'credential file unreadable',
    });
    expect(await sender.send(['a'], message)).toMatchObject({ sent: 1, failed: 0 });
    expect(attempts).toBe(2);
  });
});
