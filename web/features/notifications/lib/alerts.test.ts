// Browser notifications (docs/product/notifications.md): the default icon and badge under /icons, files the web app really serves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeNotification } from '../testing/fake-notification';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON } from '@/shared/notifications/rules';
import { showBrowserNotification } from './alerts';

const alert = { id: 'n1', title: 'Low stock', message: 'Maize seed is low', severity: 'warning' };

/** Width and height from a PNG's IHDR, read from the folder the web build copies (web/public). */
function pngSize(publicPath: string) {
  const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const bytes = readFileSync(path.join(webRoot, 'public', publicPath));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes[25] };
}

beforeEach(() => {
  FakeNotification.reset('granted');
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => vi.unstubAllGlobals());

describe('showBrowserNotification', () => {
  it('uses the default icon and badge under /icons, tagged by the notification id', () => {
    expect(showBrowserNotification(alert)).toBe(true);
    expect(FakeNotification.shown[0]!.options).toMatchObject({
      body: 'Maize seed is low',
      icon: '/icons/notification-icon.png',
      badge: '/icons/notification-badge.png',
      tag: 'n1',
    });
  });

  it('takes an icon given by the caller', () => {
    showBrowserNotification({ ...alert, icon: '/logo.png' });
    expect(FakeNotification.shown[0]!.options.icon).toBe('/logo.png');
  });

  it('ships the icon at 192 px and the badge at 72 px, both with transparency', () => {
    expect(pngSize(NOTIFICATION_ICON)).toEqual({ width: 192, height: 192, colourType: 6 });
    expect(pngSize(NOTIFICATION_BADGE)).toEqual({ width: 72, height: 72, colourType: 6 });
  });
});
