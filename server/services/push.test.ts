// The push sender choice: off without FIREBASE_SERVICE_ACCOUNT, FCM with it; without the optional firebase-admin
// package the FCM sender reports why instead of crashing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPushSender, disabledPush, readServiceAccount } from './push';

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

  it('turns FCM on when configured, and explains a missing firebase-admin package', async () => {
    const sender = createPushSender({ FIREBASE_SERVICE_ACCOUNT: '{"project_id":"p"}' });
    expect(sender).toMatchObject({ enabled: true, kind: 'fcm' });
    const result = await sender.send(['t1', 't2'], { title: 'a', body: 'b', link: null, data: {} });
    expect(result.sent).toBe(0);
    expect(result.failed).toBe(2);
    expect(result.invalidTokens).toEqual([]);
    // firebase-admin is not installed in this project: the delivery log says what to do.
    expect(result.error).toBe('firebase-admin is not installed (npm install firebase-admin)');
  });
});
