import { fakeBrowser } from '../testing/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { overdueTasksItem } from '../storage-items';
import { showBadge, toolbarTitle } from './badge';

beforeEach(() => fakeBrowser.reset());

describe('the toolbar title', () => {
  it.each([
    ['en', 0, 0, 'Shamba'],
    ['en', 4, 0, 'Shamba: 4 unread'],
    ['en', 0, 2, 'Shamba: overdue tasks: 2'],
    ['en', 4, 2, 'Shamba: 4 unread, overdue tasks: 2'],
    ['sw', 4, 2, 'Shamba: 4 hazijasomwa, kazi zilizochelewa: 2'],
  ] as const)('%s, %i unread and %i overdue: %s', (language, unread, overdue, title) => {
    expect(toolbarTitle(language, unread, overdue)).toBe(title);
  });

  it('counts the overdue tasks the worker last read next to the unread count', async () => {
    await overdueTasksItem.setValue(5);
    await showBadge({ items: [], unreadCount: 1 });
    expect(await fakeBrowser.action.getTitle({})).toBe('Shamba: 1 unread, overdue tasks: 5');
  });
});
