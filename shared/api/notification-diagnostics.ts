// The test and diagnostics calls of docs/product/notifications.md (Test and diagnostics) and the monitor pages : test
// notifications, the push test, the admin browser broadcast, the delivery logs, the outbox, the realtime config.
import { z } from 'zod';
import {
  BrowserBroadcastInput,
  BrowserBroadcastResponseSchema,
  DeliveryPageSchema,
  OutboxPageSchema,
  PushTestResponseSchema,
  RealtimeClientConfigSchema,
  TestNotificationInput,
  type DELIVERY_CHANNELS,
  type DELIVERY_STATUSES,
  type TEST_NOTIFICATION_CATEGORIES,
  type TEST_NOTIFICATION_TYPES,
} from '@/shared/contracts/notifications';
import type { ApiClient } from './client';

export interface TestNotificationRequest {
  type: (typeof TEST_NOTIFICATION_TYPES)[number];
  message: string;
  category: (typeof TEST_NOTIFICATION_CATEGORIES)[number];
  farm_id?: string | null;
}

/** What a test call answered, read loosely: the test endpoints differ in shape (docs/product/notifications.md). */
const TestAnswerSchema = z.looseObject({
  success: z.boolean().optional(),
  message: z.string().optional(),
  notification: z.looseObject({ id: z.string().optional() }).optional(),
});
export type TestAnswer = z.infer<typeof TestAnswerSchema>;

/** POST /api/test/generate-notification {type, message, category, farm_id?}. */
export function generateTestNotification(api: ApiClient, input: TestNotificationRequest) {
  return api.post('/api/test/generate-notification', TestNotificationInput.parse(input), {
    schema: TestAnswerSchema,
  });
}

/** POST /api/test-notification: reads success, message and notification.id. */
export function sendTestNotification(api: ApiClient) {
  return api.post('/api/test-notification', undefined, { schema: TestAnswerSchema });
}

/** GET /direct-test-notification/{address}?message= (the user's own address as the path segment). */
export function sendDirectTestNotification(api: ApiClient, address: string, message: string) {
  return api.get(`/direct-test-notification/${encodeURIComponent(address)}`, {
    params: { message },
    schema: TestAnswerSchema,
  });
}

/** POST /api/notifications/fcm-test: what happened on the push channel. */
export function sendPushTest(api: ApiClient) {
  return api.post('/api/notifications/fcm-test', undefined, { schema: PushTestResponseSchema });
}

/** POST /api/admin/notifications/system/test-browser-notification: answers message and count (superadmin). */
export function broadcastBrowserNotification(api: ApiClient, input: z.input<typeof BrowserBroadcastInput>) {
  return api.post(
    '/api/admin/notifications/system/test-browser-notification',
    BrowserBroadcastInput.parse(input),
    { schema: BrowserBroadcastResponseSchema },
  );
}

export interface DeliveryQuery {
  page?: number;
  per_page?: number;
  channel?: (typeof DELIVERY_CHANNELS)[number];
  status?: (typeof DELIVERY_STATUSES)[number];
}

const pageParams = (query: DeliveryQuery | OutboxQuery) =>
  Object.fromEntries(Object.entries({ page: 1, per_page: 25, ...query }).filter(([, v]) => v !== undefined));

/** GET /api/farmer/notifications/deliveries: the signed-in user's own delivery log. */
export function listMyDeliveries(api: ApiClient, query: DeliveryQuery = {}) {
  return api.get('/api/farmer/notifications/deliveries', {
    params: pageParams(query),
    schema: DeliveryPageSchema,
  });
}

/** GET /api/admin/notifications/deliveries: every user's (superadmin). */
export function listAllDeliveries(api: ApiClient, query: DeliveryQuery = {}) {
  return api.get('/api/admin/notifications/deliveries', {
    params: pageParams(query),
    schema: DeliveryPageSchema,
  });
}

export interface OutboxQuery {
  page?: number;
  per_page?: number;
  channel?: 'email' | 'sms';
  status?: 'pending' | 'logged' | 'sent' | 'failed';
}

/** GET /api/admin/outbox: the e-mail and SMS outbox (superadmin; bodies masked by the server). */
export function listOutbox(api: ApiClient, query: OutboxQuery = {}) {
  return api.get('/api/admin/outbox', { params: pageParams(query), schema: OutboxPageSchema });
}

/** GET /api/realtime/config: what pusher-js needs, and whether realtime is on. */
export function getRealtimeConfig(api: ApiClient) {
  return api.get('/api/realtime/config', { schema: RealtimeClientConfigSchema });
}
