import { describe, expect, it } from 'vitest';
import { applyDelete, applyIncoming, applyRead, applyReadAll, EMPTY_INBOX, unreadOnly } from './inbox';
import { toNotificationView } from './notification-view';

const n = (id: string, read = false) => toNotificationView({ id, title: id, read });

describe('inbox (docs/product/notifications.md Notification)', () => {
  it('a new notification goes on top and counts once, even when it arrives twice', () => {
    let state = applyIncoming(EMPTY_INBOX, n('a'));
    state = applyIncoming(state, n('b'));
    state = applyIncoming(state, n('b'));
    expect(state.items.map((i) => i.id)).toEqual(['b', 'a']);
    expect(state.unreadCount).toBe(2);
  });

  it('marking one read lowers the count by one, never below zero, and only once', () => {
    const state = { items: [n('a'), n('b')], unreadCount: 2 };
    const once = applyRead(state, 'a');
    expect(once.unreadCount).toBe(1);
    expect(applyRead(once, 'a').unreadCount).toBe(1);
    expect(applyRead({ items: [n('z')], unreadCount: 0 }, 'z').unreadCount).toBe(0);
  });

  it('takes the server’s count when it gives one', () => {
    expect(applyRead({ items: [n('a')], unreadCount: 9 }, 'a', 4).unreadCount).toBe(4);
  });

  it('mark all sets every notification read and resets the count to zero', () => {
    const state = applyReadAll({ items: [n('a'), n('b', true)], unreadCount: 120 });
    expect(state.unreadCount).toBe(0);
    expect(unreadOnly(state.items)).toEqual([]);
  });

  it('deleting an unread one lowers the count; a read one does not', () => {
    const state = { items: [n('a'), n('b', true)], unreadCount: 1 };
    expect(applyDelete(state, 'b')).toEqual({ items: [state.items[0]], unreadCount: 1 });
    expect(applyDelete(state, 'a').unreadCount).toBe(0);
  });
});
