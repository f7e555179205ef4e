// Server answers in the shapes of shared/contracts, for the extension's unit tests.
import type { User } from '@/shared/contracts/user';

export const user: User = {
  id: 'user-1',
  name: 'Wanjiku',
  email: 'wanjiku@example.test',
  phone_number: null,
  email_verified_at: null,
  phone_verified_at: null,
  user_type: 'farmer',
  created_at: '2026-01-01T00:00:00.000Z',
};

export function notificationItem(id: string, severity: 'info' | 'warning' | 'error' = 'info', link?: string) {
  return {
    id,
    type: 'system',
    category: 'general',
    title: `Title ${id}`,
    body: `Message ${id}`,
    read: false,
    severity,
    action_url: link ?? null,
    created_at: '2026-01-01T10:00:00.000Z',
    data: {
      title: `Title ${id}`,
      message: `Message ${id}`,
      severity,
      url: link ?? null,
      timestamp: '2026-01-01T10:00:00.000Z',
      recommendations: [],
      actions: [],
    },
  };
}

export function unreadList(items: ReturnType<typeof notificationItem>[], count = items.length) {
  return { success: true, notifications: items, unread_count: count };
}
