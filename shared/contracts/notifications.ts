import { z } from 'zod';
import { NOTIFICATION_TYPES, SEVERITIES } from './notification-enums';
import { PageMetaSchema, PageQuerySchema } from './common';

// docs/product/notifications.md Notification, Realtime payloads, Notification preference, Device push-token record, Test notification
// payload, notification calls, test and diagnostics.

export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const SeveritySchema = z.enum(SEVERITIES);

/** docs/product/notifications.md data: what the detail dialog reads (View Crop, View Task, Open Link). */
export const NotificationDataSchema = z.object({
  title: z.string(),
  message: z.string(),
  severity: SeveritySchema,
  url: z.string().nullable(),
  farm_name: z.string().nullable().optional(),
  crop_name: z.string().nullable().optional(),
  crop_id: z.string().nullable().optional(),
  task_id: z.string().nullable().optional(),
  timestamp: z.string(),
  recommendations: z.array(z.string()),
  actions: z.array(z.unknown()),
});
export type NotificationData = z.infer<typeof NotificationDataSchema>;

/** docs/product/notifications.md Notification (server log form). `severity` and `farm_id` are also given at the top for lists. */
export const NotificationLogSchema = z.object({
  id: z.string(),
  type: NotificationTypeSchema,
  category: z.string(),
  title: z.string(),
  message: z.string(),
  severity: SeveritySchema,
  farm_id: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  action_url: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  data: NotificationDataSchema,
});
export type NotificationLog = z.infer<typeof NotificationLogSchema>;

export const NotificationLogQuerySchema = PageQuerySchema.extend({
  unread: z.enum(['0', '1', 'true', 'false']).optional(),
  type: NotificationTypeSchema.optional(),
});
export const NotificationLogPageSchema = z.object({
  data: z.array(NotificationLogSchema),
  meta: PageMetaSchema,
});

/** The second reading of the list (docs/product/notifications.md): a boolean `read`, with title and body for display. */
export const NotificationItemSchema = z.object({
  id: z.string(),
  type: NotificationTypeSchema,
  category: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  severity: SeveritySchema,
  action_url: z.string().nullable(),
  created_at: z.string(),
  data: NotificationDataSchema,
});
export const NotificationListResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(NotificationItemSchema),
  unread_count: z.number().int().min(0),
});

export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
/** Either reading of mark-read: no body, or { notification_id } (the path's id is the one that counts). */
export const MarkReadInput = z.object({
  notification_id: z
    .union([z.string(), z.number()], {
      error: 'Send the notification id as text or a number, or leave it out.',
    })
    .optional(),
});
export const MarkReadResponseSchema = z.object({ success: z.literal(true), unread_count: z.number().int() });
export const ReadAllResponseSchema = MarkReadResponseSchema.extend({ updated: z.number().int() });

/** docs/product/notifications.md Realtime payloads: event `new-notification` on private-notifications.user.{id}. */
export const PushPayloadSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  severity: SeveritySchema,
  link: z.string().nullable(),
  created_at: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/**
 * The admin's browser-notification test (docs/product/notifications.md {title, message, icon, play_sound}) on the same event: the push
 * payload plus its icon (null: the browser's default) and whether to play the sound. Nothing is stored for it,
 * so its id names no notification and it never enters an inbox.
 */
export const BrowserBroadcastPayloadSchema = PushPayloadSchema.extend({
  icon: z.string().nullable(),
  play_sound: z.boolean(),
});
export type BrowserBroadcastPayload = z.infer<typeof BrowserBroadcastPayloadSchema>;

/** docs/product/notifications.md Realtime payloads: event `notification` on private-user.{id}. */
export const InAppPayloadSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  data: z.object({ severity: SeveritySchema, action_url: z.string().nullable() }),
});
export type InAppPayload = z.infer<typeof InAppPayloadSchema>;

/** docs/product/notifications.md preference types and channels, with the names the preferences modal shows. */
export const PREFERENCE_TYPES = [
  'task_due',
  'health_alert',
  'progress_update',
  'weather',
  'market',
  'input',
  'subscription',
] as const;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];
export const PREFERENCE_CHANNELS = ['email', 'push', 'sms'] as const;

export const PREFERENCE_LABELS: Record<PreferenceType, { name: string; description: string }> = {
  task_due: { name: 'Task reminders', description: 'When a farm task is due or overdue.' },
  health_alert: {
    name: 'Crop and animal health',
    description: 'Pest, disease and health alerts on your farms.',
  },
  progress_update: { name: 'Growth progress', description: 'When a crop moves to its next growth stage.' },
  weather: { name: 'Weather alerts', description: 'Rain, frost, heat and wind warnings for your farms.' },
  market: { name: 'Market prices', description: 'Price changes for what you grow and sell.' },
  input: { name: 'Inputs and stock', description: 'Low, depleted, expiring and expired stock.' },
  subscription: { name: 'Subscription and billing', description: 'Plan renewals, payments and receipts.' },
};

const ChannelsSchema = z.object({ email: z.boolean(), push: z.boolean(), sms: z.boolean() });
export type Channels = z.infer<typeof ChannelsSchema>;
/** With no stored choice (docs/product/notifications.md user setting defaults): e-mail and push on, SMS off. */
export const DEFAULT_CHANNELS: Channels = { email: true, push: true, sms: false };

export const PreferenceSchema = z.object({
  id: z.string(),
  type: z.enum(PREFERENCE_TYPES),
  name: z.string(),
  description: z.string(),
  channels: ChannelsSchema,
});
export type Preference = z.infer<typeof PreferenceSchema>;
export const PreferencesResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(PreferenceSchema),
});
export const PreferencesUpdateInput = z.object({
  preferences: z
    .array(
      z.object({
        type: z.enum(PREFERENCE_TYPES, { error: 'Choose one of the listed notification types.' }),
        channels: ChannelsSchema.partial(),
      }),
    )
    .max(PREFERENCE_TYPES.length * 2),
});
export const PREFERENCES_SAVED_MESSAGE = 'Notification preferences updated successfully';
export const PreferencesUpdateResponseSchema = PreferencesResponseSchema.extend({ message: z.string() });

/** docs/product/notifications.md Device push-token record; `platform` is ours (the extension registers its own token). */
export const DeviceTokenInput = z.object({
  token: z
    .string({ error: 'The device token is required.' })
    .trim()
    .min(1, 'The device token is required.')
    .max(4096),
  platform: z.enum(['web', 'extension']).default('web'),
});
export const DeviceTokenDeleteInput = z.object({ token: DeviceTokenInput.shape.token });
export const DeviceTokenSchema = z.object({
  id: z.string(),
  token: z.string(),
  platform: z.enum(['web', 'extension']),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export const DeviceTokenListSchema = z.object({ success: z.literal(true), data: z.array(DeviceTokenSchema) });

/** POST /api/notifications/fcm-test: what happened on the push channel. */
export const PushTestResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  notification: z.object({ id: z.string() }),
  push: z.object({ status: z.string(), detail: z.string().nullable() }),
});

// docs/product/notifications.md test notification types, categories and payload.
export const TEST_NOTIFICATION_TYPES = [
  'general',
  'task_due',
  'stage_transition',
  'weather_alert',
  'market_price',
  'input_stock',
] as const;
export const TEST_NOTIFICATION_CATEGORIES = [
  'test',
  'general',
  'tasks',
  'growth_stages',
  'weather',
  'market',
  'inputs',
] as const;
export const TestNotificationInput = z.object({
  type: z.enum(TEST_NOTIFICATION_TYPES, { error: 'Choose one of the listed test types.' }).default('general'),
  message: z.string().trim().min(1, 'Enter a message.').max(1000).default('This is a test notification.'),
  category: z
    .enum(TEST_NOTIFICATION_CATEGORIES, { error: 'Choose one of the listed categories.' })
    .default('test'),
  farm_id: z.string().nullish(),
});
export const TestNotificationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  notification: NotificationLogSchema,
});

export const BROADCAST_ICON_MESSAGE =
  'Enter an address on this site that starts with /, for example /icons/notification-icon.png.';
/** "/path", never "//host/path" (another site, relative to the scheme). */
const ICON_ON_THIS_SITE = /^\/(?!\/)\S*$/;

/** POST /api/admin/notifications/system/test-browser-notification (superadmin). */
export const BrowserBroadcastInput = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(120),
  message: z.string().trim().min(1, 'Enter a message.').max(1000),
  // A path on this site: every signed-in browser loads it, so it must not point elsewhere. Blank: the default.
  icon: z
    .string()
    .trim()
    .max(500)
    .refine((icon) => icon === '' || ICON_ON_THIS_SITE.test(icon), BROADCAST_ICON_MESSAGE)
    .transform((icon) => icon || null)
    .nullish(),
  play_sound: z.boolean().default(true),
});
export const BrowserBroadcastResponseSchema = z.object({ message: z.string(), count: z.number().int() });

// The delivery log (monitor pages ): one row per notification and channel.
export const DELIVERY_CHANNELS = ['in_app', 'realtime', 'email', 'sms', 'push'] as const;
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped', 'off'] as const;
export const DeliverySchema = z.object({
  id: z.string(),
  notification_id: z.string(),
  user_id: z.string(),
  channel: z.enum(DELIVERY_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  detail: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  notification: z.object({ title: z.string(), type: z.string() }),
});
export type Delivery = z.infer<typeof DeliverySchema>;
export const DeliveryQuerySchema = PageQuerySchema.extend({
  channel: z.enum(DELIVERY_CHANNELS).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
});
/** Per channel and status, over the last 24 hours. */
export const DeliverySummarySchema = z.record(z.string(), z.record(z.string(), z.number().int()));
export const DeliveryPageSchema = z.object({
  data: z.array(DeliverySchema),
  meta: PageMetaSchema,
  summary: DeliverySummarySchema,
});

/** The e-mail and SMS outbox for the admin monitor; bodies are masked (they carry one-time codes). */
export const OutboxRowSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  preview: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const OutboxQuerySchema = PageQuerySchema.extend({
  channel: z.enum(['email', 'sms']).optional(),
  status: z.enum(['pending', 'logged', 'sent', 'failed']).optional(),
});
export const OutboxPageSchema = z.object({ data: z.array(OutboxRowSchema), meta: PageMetaSchema });

/** The public Firebase web config a browser needs for push (FIREBASE_WEB_CONFIG on the server). */
export const FirebaseWebConfigSchema = z.object({
  apiKey: z.string().min(1),
  projectId: z.string().min(1),
  messagingSenderId: z.string().min(1),
  appId: z.string().min(1),
  authDomain: z.string().min(1).optional(),
  /** The Web Push certificate's public key (Firebase console, Cloud Messaging). */
  vapidKey: z.string().min(1).optional(),
});
export type FirebaseWebConfig = z.infer<typeof FirebaseWebConfigSchema>;

/** GET /api/realtime/config: what pusher-js needs (docs/architecture.md "Realtime and push"), and push's web config. */
export const RealtimeClientConfigSchema = z.object({
  key: z.string(),
  wsHost: z.string(),
  wsPort: z.number().int(),
  forceTLS: z.boolean(),
  cluster: z.string(),
  enabled: z.boolean(),
  authEndpoint: z.string(),
  /** Optional: another Pusher-protocol backend need not send it, and then push is off. */
  push: z.object({ firebase: FirebaseWebConfigSchema.nullable() }).optional(),
  /**
   * Where e-mail and SMS go: 'outbox' when the server has no SMTP_URL or SMS provider, so messages (verification
   * codes included) are only stored and written to the server log (docs/product/notifications.md "Outbox").
   * Optional: another backend need not send it, and then nothing is said.
   */
  messages: z.object({ email: z.enum(['smtp', 'outbox']), sms: z.enum(['provider', 'outbox']) }).optional(),
});
export type RealtimeClientConfig = z.infer<typeof RealtimeClientConfigSchema>;
