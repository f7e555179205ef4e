// Notifications as GET /api/notifications answers them, for component tests.
export const REALTIME_CONFIG = {
  key: 'k',
  wsHost: 'localhost',
  wsPort: 8000,
  forceTLS: false,
  cluster: 'us3',
  enabled: true,
  authEndpoint: '/broadcasting/auth',
};

export function item(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    type: 'task',
    category: 'tasks',
    title: `Title ${id}`,
    body: `Message ${id}`,
    read: false,
    severity: 'info',
    action_url: null,
    created_at: new Date().toISOString(),
    data: {
      title: `Title ${id}`,
      message: `Message ${id}`,
      severity: 'info',
      url: null,
      timestamp: new Date().toISOString(),
      recommendations: [],
      actions: [],
    },
    ...overrides,
  };
}

export const inboxAnswer = (
  items: ReturnType<typeof item>[],
  unreadCount = items.filter((i) => !i.read).length,
) => ({
  success: true,
  notifications: items,
  unread_count: unreadCount,
});
