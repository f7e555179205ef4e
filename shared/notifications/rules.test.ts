import { describe, expect, it } from 'vitest';
import {
  badgeText,
  browserNotificationOptions,
  clampVolume,
  decrementUnread,
  highestSeverity,
  pollInterval,
  priorityOf,
  relativeTime,
} from './rules';

describe('badgeText (docs/product/notifications.md: 99+ above 99)', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s reads %j', (count, text) => expect(badgeText(count)).toBe(text));
});

describe('priorityOf (docs/product/notifications.md)', () => {
  it.each([
    ['error', 'high'],
    ['warning', 'normal'],
    ['info', 'low'],
    [undefined, 'low'],
    ['bogus', 'low'],
  ])('%s is %s', (severity, priority) => expect(priorityOf(severity)).toBe(priority));
});

describe('highestSeverity', () => {
  it('picks error over warning over info, and null for none', () => {
    expect(highestSeverity(['info', 'warning'])).toBe('warning');
    expect(highestSeverity(['warning', 'error', 'info'])).toBe('error');
    expect(highestSeverity([undefined])).toBe('info');
    expect(highestSeverity([])).toBeNull();
  });
});

describe('pollInterval (docs/product/notifications.md)', () => {
  it.each([
    ['connected', 600_000],
    ['failed', 120_000],
    ['init_failed', 60_000],
    ['connecting', 300_000],
    ['disconnected', 300_000],
  ] as const)('%s polls every %s ms', (state, ms) => expect(pollInterval(state)).toBe(ms));
});

describe('relativeTime (docs/product/notifications.md)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:59:30Z', 'just now'],
    ['2026-11-22T11:59:00Z', '1m ago'],
    ['2026-11-22T11:01:00Z', '59m ago'],
    ['2026-11-22T11:00:00Z', '1h ago'],
    ['2026-11-21T12:00:01Z', '23h ago'],
  ])('%s reads %s', (iso, text) => expect(relativeTime(iso, now)).toBe(text));

  it('shows a date after 24 hours', () => {
    expect(relativeTime('2026-11-20T08:00:00Z', now, (d) => d.toISOString().slice(0, 10))).toBe('2026-11-20');
  });
});

describe('unread count and browser notifications', () => {
  it('never goes below zero', () => {
    expect(decrementUnread(2)).toBe(1);
    expect(decrementUnread(0)).toBe(0);
  });
  it('closes after 5 s unless the severity is error', () => {
    expect(browserNotificationOptions('info')).toEqual({ requireInteraction: false, autoCloseMs: 5000 });
    expect(browserNotificationOptions('error')).toEqual({ requireInteraction: true, autoCloseMs: null });
  });
  it('keeps the volume between 0 and 1 in steps of 0.01', () => {
    expect(clampVolume(1.4)).toBe(1);
    expect(clampVolume(-1)).toBe(0);
    expect(clampVolume(0.456)).toBe(0.46);
    expect(clampVolume(Number.NaN)).toBe(0.7);
  });
});
