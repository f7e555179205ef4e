import { describe, expect, it } from 'vitest';
import { toNotificationView } from '@/shared/notifications/notification-view';
import { normalizeServerAddress, notificationPageUrl, originPermission, webAppUrl } from './server-address';

describe('the server address', () => {
  it.each([
    ['http://localhost:8000', 'http://localhost:8000'],
    ['  https://farm.example/app/ ', 'https://farm.example'],
    ['192.168.1.20:8000', 'http://192.168.1.20:8000'],
    ['', null],
    ['ftp://farm.example', null],
    ['http://', null],
  ])('%j reads as %j', (input, origin) => {
    expect(normalizeServerAddress(input)).toBe(origin);
  });

  it('asks for the host on any port (match patterns ignore ports)', () => {
    expect(originPermission('http://192.168.1.20:8000')).toBe('http://192.168.1.20/*');
  });
});

describe('the web-app page a notification opens', () => {
  const server = 'http://127.0.0.1:8000';
  it('opens its own link on the server', () => {
    const n = toNotificationView({ id: '1', action_url: '/farmer/farms/f1/inventory' });
    expect(notificationPageUrl(server, n)).toBe('http://127.0.0.1:8000/farmer/farms/f1/inventory');
  });
  it('opens the crop or task page of docs/product/extension.md when it has no link', () => {
    const n = toNotificationView({ id: '1', data: { task_id: 't9' } });
    expect(notificationPageUrl(server, n)).toBe('http://127.0.0.1:8000/farmer/tasks/t9');
  });
  it('opens the notification list otherwise', () => {
    expect(notificationPageUrl(server, toNotificationView({ id: '1' }))).toBe(
      'http://127.0.0.1:8000/farmer/notifications',
    );
  });
  it('never opens a javascript: link', () => {
    expect(webAppUrl(server, 'javascript:alert(1)')).toBe('http://127.0.0.1:8000/farmer/notifications');
  });
});
