// The detail dialog's actions and where they lead (docs/product/notifications.md).
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toNotificationView, type NotificationLike } from '@/shared/notifications/notification-view';
import { LocationProbe, renderRoutes } from '@/web/testing/render';
import { NotificationDetailDialog } from './notification-detail-dialog';

function open(data: Partial<NotificationLike>) {
  const onClose = vi.fn();
  const n = toNotificationView({
    id: 'n1',
    title: 'Maize flowering',
    message: 'Block B reached flowering.',
    ...data,
  });
  renderRoutes(
    [
      { path: '/', element: <NotificationDetailDialog notification={n} onClose={onClose} /> },
      { path: '*', element: <LocationProbe name="page" /> },
    ],
    { initialEntries: ['/'] },
  );
  return onClose;
}

const names = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('NotificationDetailDialog', () => {
  it('offers only Close when the notification has nothing to open', () => {
    open({});
    expect(names()).toEqual(['Close']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('View Crop goes to /farmer/crops/{cropId}', async () => {
    const onClose = open({ farm_id: 'f1', data: { crop_id: 'c7', crop_name: 'Maize' } });
    expect(screen.getByText('Maize')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Crop' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('page at /farmer/crops/c7');
    expect(onClose).toHaveBeenCalled();
  });

  it('View Crop goes to /farmer/farms/{farmId}/crops when only the farm is known', async () => {
    open({ farm_id: 'f1', data: { crop_name: 'Beans' } });
    await userEvent.click(screen.getByRole('button', { name: 'View Crop' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('page at /farmer/farms/f1/crops');
  });

  it('View Task goes to /farmer/tasks/{taskId}', async () => {
    open({ data: { task_id: 't3' } });
    expect(names()).toEqual(['View Task', 'Close']);
    await userEvent.click(screen.getByRole('button', { name: 'View Task' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('page at /farmer/tasks/t3');
  });

  it('Open Link follows a link inside the app', async () => {
    open({ action_url: '/farmer/inventory' });
    await userEvent.click(screen.getByRole('button', { name: 'Open Link' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('page at /farmer/inventory');
  });

  it('Open Link opens an outside address in a new tab, and never a script', () => {
    open({ action_url: 'https://weather.example/kilima' });
    const link = screen.getByRole('link', { name: 'Open Link' });
    expect(link).toHaveAttribute('href', 'https://weather.example/kilima');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a javascript: link is not offered', () => {
    open({ action_url: 'javascript:alert(1)' });
    expect(names()).toEqual(['Close']);
  });

  it('Close and Escape close it', async () => {
    const onClose = open({});
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
