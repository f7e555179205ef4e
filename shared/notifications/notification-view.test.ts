import { describe, expect, it } from 'vitest';
import { detailActions, safeLink, toNotificationView, type NotificationView } from './notification-view';

const base: NotificationView = toNotificationView({
  id: 'n1',
  title: 'Frost',
  message: 'Cover the seedlings',
});

describe('toNotificationView (docs/product/notifications.md: both readings and the realtime payloads)', () => {
  it('reads the log form: read_at, action_url, farm_id and data', () => {
    const view = toNotificationView({
      id: 'n1',
      type: 'crop_update',
      title: 'Stage change',
      message: 'Maize is flowering',
      severity: 'warning',
      read_at: '2026-01-02T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      action_url: '/farmer/crops/c1',
      farm_id: 'f1',
      data: {
        crop_id: 'c1',
        crop_name: 'Maize',
        farm_name: 'Kilima',
        recommendations: ['Irrigate', 3] as unknown[],
      },
    });
    expect(view).toMatchObject({
      read: true,
      severity: 'warning',
      link: '/farmer/crops/c1',
      farmId: 'f1',
      cropId: 'c1',
      cropName: 'Maize',
      farmName: 'Kilima',
      recommendations: ['Irrigate'],
    });
  });

  it('reads the second reading: `read` and `body`', () => {
    const view = toNotificationView({
      id: 'n2',
      title: 'T',
      body: 'From body',
      read: false,
      read_at: 'ignored',
    });
    expect(view.message).toBe('From body');
    expect(view.read).toBe(false);
  });

  it('takes the realtime payloads as new and unread, with severity from data and the link', () => {
    const inApp = toNotificationView({
      id: 'n3',
      title: 'T',
      message: 'M',
      data: { severity: 'error', action_url: '/x' },
    });
    expect(inApp).toMatchObject({ read: false, severity: 'error', link: '/x' });
    expect(toNotificationView({ id: 'n4', link: 'https://example.org/a' }).link).toBe(
      'https://example.org/a',
    );
  });

  it('defaults: type system, severity info, a title', () => {
    const view = toNotificationView({ id: 'n5', severity: 'bogus' }, () => new Date('2026-03-01T00:00:00Z'));
    expect(view).toMatchObject({ type: 'system', severity: 'info', title: 'Notification', message: '' });
    expect(view.createdAt).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('detailActions (docs/product/notifications.md: each only when the data has it)', () => {
  it('offers nothing for a plain notification', () => {
    expect(detailActions(base)).toEqual([]);
  });

  it('View Crop goes to the crop, or to the farm’s crops when only the farm is known', () => {
    expect(detailActions({ ...base, cropId: 'c1', farmId: 'f1' })[0]).toEqual({
      label: 'View Crop',
      to: '/farmer/crops/c1',
      external: false,
    });
    expect(detailActions({ ...base, cropName: 'Beans', farmId: 'f1' })[0]?.to).toBe('/farmer/farms/f1/crops');
  });

  it('a farm alone (a stock alert) is not a crop', () => {
    expect(detailActions({ ...base, farmId: 'f1' })).toEqual([]);
  });

  it('View Task and Open Link, in that order', () => {
    const actions = detailActions({ ...base, taskId: 't9', link: 'https://weather.example/kilima' });
    expect(actions).toEqual([
      { label: 'View Task', to: '/farmer/tasks/t9', external: false },
      { label: 'Open Link', to: 'https://weather.example/kilima', external: true },
    ]);
  });
});

describe('safeLink', () => {
  it.each([
    ['/farmer/tasks', { to: '/farmer/tasks', external: false }],
    ['https://a.example/x', { to: 'https://a.example/x', external: true }],
    ['javascript:alert(1)', null],
    ['//evil.example', null],
    ['data:text/html,x', null],
    [null, null],
  ])('%s', (link, expected) => expect(safeLink(link)).toEqual(expected));
});
