// What people read: inventory alert texts, the docs/product/notifications.md shapes of a stored row, links and SMS bodies.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatNumberIn, loadServerTranslations } from '@/server/lib/i18n';
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

beforeAll(() => loadServerTranslations());

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

  const sw = { ...who, language: 'sw' as const };
  it.each([
    [
      'inventory.low_stock',
      { item_name: 'DAP', quantity: '4.50', unit: 'bags', location_name: 'Store' },
      'Akiba ndogo: DAP',
      'Kiasi cha DAP kwenye Store kimepungua hadi 4.5 bags.',
    ],
    [
      'inventory.low_stock',
      { item_name: 'Urea', quantity: '3.00', unit: 'kg', reorder_level: '10.00' },
      'Akiba ndogo: Urea',
      'Kiasi cha Urea kimepungua hadi 3 kg, chini ya kiwango cha kuagiza upya cha 10 kg.',
    ],
    ['inventory.depleted', { name: 'Urea' }, 'Akiba imekwisha: Urea', 'Akiba ya Urea imekwisha.'],
    [
      'inventory.depleted',
      { name: 'Urea', location: 'Ghala' },
      'Akiba imekwisha: Urea',
      'Akiba ya Urea kwenye Ghala imekwisha.',
    ],
    [
      'inventory.expiring',
      { item_name: 'Seed', expiry_date: '2031-03-13', location: 'Cold room' },
      'Muda unakaribia kuisha: Seed',
      'Muda wa matumizi wa Seed kwenye Cold room unaisha tarehe 2031-03-13.',
    ],
    [
      'inventory.expiring',
      { item_name: 'Seed' },
      'Muda unakaribia kuisha: Seed',
      'Muda wa matumizi wa Seed unaisha hivi karibuni.',
    ],
    [
      'inventory.expired',
      { item_name: 'Fungicide', expiry_date: '2031-03-01' },
      'Muda umekwisha: Fungicide',
      'Muda wa matumizi wa Fungicide uliisha tarehe 2031-03-01. Usiitumie tena.',
    ],
    [
      'inventory.expired',
      { item_name: 'Fungicide', location: 'Store' },
      'Muda umekwisha: Fungicide',
      'Muda wa matumizi wa Fungicide kwenye Store umekwisha. Usiitumie tena.',
    ],
    [
      'inventory.low_stock',
      {},
      'Akiba ndogo: Bidhaa ya hifadhi',
      'Kiasi cha Bidhaa ya hifadhi kimepungua hadi ?.',
    ],
  ])('%s %o in Kiswahili', (type, payload, title, message) => {
    expect(inventoryAlert(event(type, payload), sw)).toMatchObject({ title, message });
  });

  it('keeps the English of the rarer variants, numbers in the locale', () => {
    expect(
      inventoryAlert(event('inventory.depleted', { name: 'Urea', location: 'Shed' }), who)?.message,
    ).toBe('Urea has run out at Shed.');
    expect(inventoryAlert(event('inventory.expiring', { name: 'Seed' }), who)?.message).toBe(
      'Seed expires on a date soon.',
    );
    expect(inventoryAlert(event('inventory.expired', { name: 'Seed', location: 'Shed' }), who)?.message).toBe(
      'Seed at Shed expired on its expiry date. Take it out of use.',
    );
    expect(
      inventoryAlert(
        event('inventory.low_stock', { name: 'Maize', quantity: '1250.50', unit: 'kg', location: 'Silo' }),
        who,
      )?.message,
    ).toBe('Maize is down to 1,250.5 kg at Silo.');
    expect(formatNumberIn('sw', '1250.50')).toBe('1,250.5');
    expect(formatNumberIn('en', 'a few')).toBe('a few');
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
    expect(smsBody({ ...row, title: 'Kichwa', message: 'Ujumbe' }, null, 'sw')).toBe(
      'Shamba: Kichwa. Ujumbe',
    );
    const long = smsBody({ ...row, message: 'x'.repeat(400) }, 'https://a.example/l');
    expect(long.length).toBeLessThanOrEqual(320);
    expect(long.endsWith('… https://a.example/l')).toBe(true);
  });
});
