// /farmer/notifications: all and unread, by type, paged, mark read, delete with a confirm, mark all.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deleteNotification,
  listNotificationLogs,
  markAllNotificationsRead,
  markNotificationRead,
} from '@/shared/api/notifications';
import { renderRoutes, storeSession } from '@/web/testing/render';
import { NotificationsPage } from './notifications-page';

vi.mock('@/web/lib/api', () => ({ useApi: () => ({}), api: null }));
vi.mock('@/shared/api/notifications', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/notifications')>()),
  listNotificationLogs: vi.fn(),
  markNotificationRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
  deleteNotification: vi.fn(),
}));

const log = (id: string, read = false) => ({
  id,
  type: 'task' as const,
  category: 'tasks',
  title: `Title ${id}`,
  message: `Message ${id}`,
  severity: 'info' as const,
  farm_id: null,
  read_at: read ? '2026-01-01T00:00:00.000Z' : null,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  action_url: null,
  metadata: {},
  data: {
    title: '',
    message: '',
    severity: 'info' as const,
    url: null,
    timestamp: '',
    recommendations: [],
    actions: [],
  },
});
const page = (items: ReturnType<typeof log>[], total = items.length, pageNo = 1) => ({
  data: items,
  meta: { page: pageNo, per_page: 20, total, unfiltered_total: total },
});

function renderPage(entry = '/farmer/notifications') {
  storeSession();
  return renderRoutes([{ path: '/farmer/notifications', element: <NotificationsPage /> }], {
    initialEntries: [entry],
  });
}

beforeEach(() => {
  vi.mocked(listNotificationLogs)
    .mockReset()
    .mockResolvedValue(page([log('a'), log('b', true)], 45));
  vi.mocked(markNotificationRead).mockReset().mockResolvedValue(0);
  vi.mocked(markAllNotificationsRead).mockReset().mockResolvedValue(1);
  vi.mocked(deleteNotification).mockReset().mockResolvedValue();
});

describe('NotificationsPage', () => {
  it('lists every notification with its relative time, and pages', async () => {
    renderPage();
    expect(await screen.findByText('Title a')).toBeInTheDocument();
    expect(screen.getByText('Title b')).toBeInTheDocument();
    expect(screen.getAllByText('5m ago')).toHaveLength(2);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(listNotificationLogs).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ page: 2 }),
      ),
    );
  });

  it('the Unread tab and the type filter ask the server for exactly that', async () => {
    renderPage();
    await screen.findByText('Title a');
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() =>
      expect(listNotificationLogs).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ unread: true, page: 1 }),
      ),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'weather_alert');
    await waitFor(() =>
      expect(listNotificationLogs).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ unread: true, type: 'weather_alert' }),
      ),
    );
  });

  it('marks one read, and all', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark “Title a” as read' }));
    expect(markNotificationRead).toHaveBeenCalledWith(expect.anything(), 'a');
    expect(screen.queryByRole('button', { name: 'Mark “Title b” as read' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(markAllNotificationsRead).toHaveBeenCalled();
  });

  it('shows a failed mark read or mark all in the panel; Try Again clears it (docs/product/notifications.md)', async () => {
    vi.mocked(markNotificationRead).mockRejectedValue(new Error('Network error occurred'));
    vi.mocked(markAllNotificationsRead).mockRejectedValue(new Error('Network error occurred'));
    renderPage();
    const list = await screen.findByRole('region', { name: 'Notification list' });
    await userEvent.click(await within(list).findByRole('button', { name: 'Mark “Title a” as read' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('Failed to mark notification as read');
    await userEvent.click(within(list).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'Failed to mark all notifications as read',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes only after the confirm', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Title a”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this notification?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteNotification).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Title a”' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(deleteNotification).toHaveBeenCalledWith(expect.anything(), 'a');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when there is nothing unread', async () => {
    vi.mocked(listNotificationLogs).mockResolvedValueOnce(page([]));
    renderPage('/farmer/notifications?show=unread');
    expect(await screen.findByText('No unread notifications. You’re all caught up.')).toBeInTheDocument();
  });
});
