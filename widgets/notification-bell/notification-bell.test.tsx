// <farm-notification-bell> and <farm-notification-inbox>: the key owner's notifications, the unread badge, and
// farm-notification-select out of the shadow root. (Live updates are proven end to end: tests/e2e/widgets.test.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import type { NotificationLog } from '@/shared/contracts/notifications';
import { installFakeWidgetServer } from '../testing/fake-widget-server';
import { mountWidget } from '../testing/mount';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const notification = (id: string, message: string, read = false): NotificationLog => ({
  id,
  type: 'system',
  category: 'general',
  title: 'Farm update',
  message,
  severity: 'info',
  farm_id: null,
  read_at: read ? '2026-03-05T09:00:00.000Z' : null,
  created_at: '2026-03-05T08:00:00.000Z',
  action_url: null,
  metadata: {},
  data: {
    title: 'Farm update',
    message,
    severity: 'info',
    url: null,
    timestamp: '2026-03-05T08:00:00.000Z',
    recommendations: [],
    actions: [],
  },
});

const feed = () => ({
  notifications: [notification('n1', 'Rain expected tomorrow.'), notification('n2', 'Fence fixed.', true)],
});

describe('<farm-notification-bell>', () => {
  it('shows the unread count and opens a panel of unread notifications only', async () => {
    installFakeWidgetServer(['notifications:read'], feed());
    const { view } = mountWidget('<farm-notification-bell publishable-key="{key}"></farm-notification-bell>');
    const bell = await view.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(view.getByTestId('unread-badge')).toHaveTextContent('1');
    fireEvent.click(bell);
    expect(await view.findByText('Rain expected tomorrow.')).toBeInTheDocument();
    expect(view.queryByText('Fence fixed.')).toBeNull();
  });

  it('sends farm-notification-select, bubbling and composed, when one is chosen', async () => {
    installFakeWidgetServer(['notifications:read'], feed());
    const { view } = mountWidget('<farm-notification-bell publishable-key="{key}"></farm-notification-bell>');
    const chosen = vi.fn();
    document.addEventListener('farm-notification-select', (e) =>
      chosen((e as CustomEvent<{ id: string }>).detail.id, e.bubbles, e.composed),
    );
    fireEvent.click(await view.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await view.findByRole('button', { name: /Rain expected tomorrow/ }));
    expect(chosen).toHaveBeenCalledWith('n1', true, true);
  });

  it('tells a key without notifications:read apart from an empty inbox', async () => {
    installFakeWidgetServer(['inventory:read'], { refuse: true });
    const { view } = mountWidget('<farm-notification-bell publishable-key="{key}"></farm-notification-bell>');
    fireEvent.click(await view.findByRole('button', { name: 'Notifications unavailable' }));
    expect(await view.findByRole('alert')).toHaveTextContent('This widget cannot be shown on');
  });
});

describe('<farm-notification-inbox>', () => {
  it('lists read and unread notifications, and filters to unread', async () => {
    installFakeWidgetServer(['notifications:read'], feed());
    const { view } = mountWidget(
      '<farm-notification-inbox publishable-key="{key}" theme="dark"></farm-notification-inbox>',
    );
    expect(await view.findByText('Fence fixed.')).toBeInTheDocument();
    expect(view.getByText('Rain expected tomorrow.')).toBeInTheDocument();
    expect(
      view.getByRole('heading', { name: 'Notifications · Kilima Farm' }).closest('[data-theme]'),
    ).toHaveAttribute('data-theme', 'dark');
    fireEvent.click(view.getByRole('tab', { name: 'Unread (1)' }));
    expect(view.queryByText('Fence fixed.')).toBeNull();
    expect(view.getByText('Rain expected tomorrow.')).toBeInTheDocument();
  });
});
