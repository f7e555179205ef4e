// What people read: inventory alert texts, the docs/product/notifications.md shapes of a stored row, links and SMS bodies.
import { describe, expect, it } from 'vitest';
import { smsBody } from './channels';
import { inventoryAlert } from './inventory-alerts';
import {
  absoluteLink,
  inAppPayload,
  pushMessage,
  pushPayload,
  toNotificationItem,
  toNotificationLog,
  type NotificationRow,
} from './payloads';

const event = (type: string, payload: Record<string, unknown>) => ({
  id: 'e1',
  type,
  farmId: 'f1',
  subjectId: 'i1',
  payload,
});
const who = { userId: 'u1', farmName: 'Mlima Farm' };

describe('inventoryAlert', () => {
  it.each([
    [
      'inventory.low_stock',
      { item_name: 'DAP', quantity: '4.50', unit: 'bags', location_name: 'Store' },
      'Low stock: DAP',
      'DAP is down to 4.5 bags at Store.',
      'warning',
    ],
    [
      'inventory.low_stock',
      { item_name: 'Urea', quantity: '3.00', unit: 'kg', reorder_level: '10.00' },
      'Low stock: Urea',
      'Urea is down to 3 kg, below the reorder level of 10 kg.',
      'warning',
    ],
    [
      'inventory.depleted',
      { name: 'Urea', quantity: '0.00' },
      'Out of stock: Urea',
      'Urea has run out.',
      'error',
    ],
    [
      'inventory.expiring',
      { item_name: 'Seed', expiry_date: '2031-03-13', location: 'Cold room' },
      'Expiring soon: Seed',
      'Seed at Cold room expires on 2031-03-13.',
      'warning',
    ],
    [
      'inventory.expired',
      { item_name: 'Fungicide', expiry_date: '2031-03-01' },
      'Expired: Fungicide',
      'Fungicide expired on 2031-03-01. Take it out of use.',
      'error',
    ],
    ['inventory.low_stock', {}, 'Low stock: An inventory item', 'An inventory item is down to ?.', 'warning'],
  ])('%s %o', (type, payload, title, message, severity) => {
    expect(inventoryAlert(event(type, payload), who)).toMatchObject({
      title,
      message,
      severity,
      category: 'inventory',
      preferenceType: 'input',
      actionUrl: '/farmer/farms/f1/inventory',
      dedupeKey: 'domain_event:e1',
      data: { farm_name: 'Mlima Farm' },
    });
  });

  it('uses the equipment type for equipment and ignores other events', () => {
    expect(inventoryAlert(event('inventory.depleted', { item_type: 'equipment' }), who)?.type).toBe(
      'equipment',
    );
    expect(inventoryAlert(event('sales.completed', {}), who)).toBeNull();
    expect(inventoryAlert({ ...event('inventory.depleted', {}), farmId: null }, who)).toBeNull();
  });
});

const row: NotificationRow = {
  id: 'n1',
  userId: 'u1',
  farmId: null,
  type: 'retired_type',
  category: 'general',
  title: 'Title',
  message: 'Body',
  severity: 'loud',
  actionUrl: '/farmer/tasks/t1',
  data: { task_id: 't1', recommendations: ['Water early', 3], actions: [{ label: 'Open' }] },
  metadata: {},
  dedupeKey: null,
  readAt: null,
  createdAt: new Date('2031-01-01T00:00:00Z'),
};

describe('payloads', () => {
  it('falls back to type system and severity info (docs/product/notifications.md defaults)', () => {
    const log = toNotificationLog(row);
    expect(log).toMatchObject({
      type: 'system',
      severity: 'info',
      read_at: null,
      metadata: { priority: 'low' },
    });
    expect(log.data).toMatchObject({
      task_id: 't1',
      url: '/farmer/tasks/t1',
      recommendations: ['Water early'],
    });
    expect(toNotificationItem({ ...row, readAt: new Date() })).toMatchObject({ read: true, body: 'Body' });
    expect(inAppPayload(row).data).toEqual({ severity: 'info', action_url: '/farmer/tasks/t1' });
    expect(pushPayload(row)).toMatchObject({ link: '/farmer/tasks/t1', severity: 'info' });
  });

  it('builds absolute links only when they can work outside the app', () => {
    expect(absoluteLink(null, '/farmer/x')).toBeNull();
    expect(absoluteLink('https://a.example', '/farmer/x')).toBe('https://a.example/farmer/x');
    expect(absoluteLink('https://a.example', 'farmer/x')).toBe('https://a.example/farmer/x');
    expect(absoluteLink(null, 'https://b.example/y')).toBe('https://b.example/y');
    expect(absoluteLink('https://a.example', null)).toBe('https://a.example');
    expect(pushMessage(row, 'https://a.example')).toMatchObject({
      link: 'https://a.example/farmer/tasks/t1',
      data: { id: 'n1' },
    });
  });

  it('keeps an SMS short and its link whole', () => {
    expect(smsBody(row, null)).toBe('Shamba: Title. Body');
    const long = smsBody({ ...row, message: 'x'.repeat(400) }, 'https://a.example/l');
    expect(long.length).toBeLessThanOrEqual(320);
    expect(long.endsWith('… https://a.example/l')).toBe(true);
  });
});
