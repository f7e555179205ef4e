import { z } from 'zod';

// docs/product/settings.md User settings and their defaults.
export const CURRENCIES = [
  'KES',
  'UGX',
  'TZS',
  'RWF',
  'NGN',
  'GHS',
  'ZAR',
  'ETB',
  'USD',
  'EUR',
  'GBP',
  'INR',
] as const;
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export const TIME_FORMATS = ['24h', '12h'] as const;
import { LANGUAGES } from './languages';

export { LANGUAGES };
export const THEMES = ['light', 'dark'] as const;

export const UserSettingsSchema = z.object({
  default_currency: z.enum(CURRENCIES, { error: 'Choose one of the listed currencies.' }),
  date_format: z.enum(DATE_FORMATS, { error: 'Choose one of the listed date formats.' }),
  time_format: z.enum(TIME_FORMATS, { error: 'Choose 24h or 12h.' }),
  language: z.enum(LANGUAGES, { error: 'Choose one of the listed languages.' }),
  profile: z.object({
    theme_preference: z.enum(THEMES),
    dashboard_layout: z.string().min(1).max(40),
    sidebar_collapsed: z.boolean(),
  }),
  notification_preferences: z.object({
    email_alerts: z.boolean(),
    push_notifications: z.boolean(),
    sms_alerts: z.boolean(),
    weather_alerts: z.boolean(),
    task_reminders: z.boolean(),
  }),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  default_currency: 'KES',
  date_format: 'DD/MM/YYYY',
  time_format: '24h',
  language: 'en',
  profile: { theme_preference: 'light', dashboard_layout: 'default', sidebar_collapsed: false },
  notification_preferences: {
    email_alerts: true,
    push_notifications: true,
    sms_alerts: false,
    weather_alerts: true,
    task_reminders: true,
  },
};

/** PUT /api/user/settings takes a partial object; unknown keys are rejected, missing ones keep their value. */
export const UserSettingsUpdateSchema = UserSettingsSchema.extend({
  profile: UserSettingsSchema.shape.profile.partial(),
  notification_preferences: UserSettingsSchema.shape.notification_preferences.partial(),
})
  .partial()
  .strict();
export type UserSettingsUpdate = z.infer<typeof UserSettingsUpdateSchema>;
