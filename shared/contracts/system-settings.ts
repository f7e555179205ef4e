// System settings (docs/product/system-settings.md): the platform's name and support contacts, how people may
// register, maintenance mode and how long housekeeping keeps delivery records. Each group is one top-level key of
// the one system_settings row (docs/decisions/040), written on its own.
import { z } from 'zod';
import { LANGUAGES } from './languages';
import { REGISTRATION_MODES } from './platform-enums';
import { CURRENCIES } from './settings';

export const PLATFORM_NAME_MAX = 60;
export const MAINTENANCE_MESSAGE_MAX = 500;

/** Bounds of each retention period in days: long enough for support questions, short enough to stay small. */
export const RETENTION_BOUNDS = {
  read_notifications_days: { min: 30, max: 730, default: 180 },
  deliveries_days: { min: 7, max: 365, default: 90 },
  outbox_days: { min: 7, max: 365, default: 30 },
  delivered_events_days: { min: 30, max: 365, default: 90 },
} as const;
export type RetentionKey = keyof typeof RETENTION_BOUNDS;
export const RETENTION_KEYS = Object.keys(RETENTION_BOUNDS) as RetentionKey[];

const days = (key: RetentionKey) => {
  const { min, max } = RETENTION_BOUNDS[key];
  const message = `Enter a whole number of days from ${min} to ${max}.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

export const GeneralSettingsSchema = z.object({
  platform_name: z
    .string({ error: 'Enter the platform name.' })
    .trim()
    .min(1, { error: 'Enter the platform name.' })
    .max(PLATFORM_NAME_MAX, { error: `Keep the platform name to ${PLATFORM_NAME_MAX} characters.` }),
  support_email: z.union([z.literal(''), z.email({ error: 'Enter a valid support e-mail address.' })]),
  support_phone: z
    .string()
    .trim()
    .max(20, { error: 'Enter the support phone number, like +254712345678.' })
    .refine((value) => value === '' || /^\+?[\d\s-]{7,20}$/.test(value), {
      error: 'Enter the support phone number, like +254712345678.',
    }),
  default_currency: z.enum(CURRENCIES, { error: 'Choose one of the listed currencies.' }),
  default_language: z.enum(LANGUAGES, { error: 'Choose English or Kiswahili.' }),
});
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;

export const RegistrationSettingsSchema = z.object({
  mode: z.enum(REGISTRATION_MODES, { error: 'Choose open registration or registration by invitation.' }),
});
export type RegistrationSettings = z.infer<typeof RegistrationSettingsSchema>;

export const MaintenanceSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Say whether maintenance mode is on.' }),
  message: z
    .string()
    .trim()
    .max(MAINTENANCE_MESSAGE_MAX, {
      error: `Keep the maintenance message to ${MAINTENANCE_MESSAGE_MAX} characters.`,
    }),
});
export type MaintenanceSettings = z.infer<typeof MaintenanceSettingsSchema>;

export const RetentionSettingsSchema = z.object({
  read_notifications_days: days('read_notifications_days'),
  deliveries_days: days('deliveries_days'),
  outbox_days: days('outbox_days'),
  delivered_events_days: days('delivered_events_days'),
});
export type RetentionSettings = z.infer<typeof RetentionSettingsSchema>;

export const SystemSettingsSchema = z.object({
  general: GeneralSettingsSchema,
  registration: RegistrationSettingsSchema,
  maintenance: MaintenanceSettingsSchema,
  retention: RetentionSettingsSchema,
});
export type SystemSettings = z.infer<typeof SystemSettingsSchema>;
export const SystemSettingsResponseSchema = z.object({ data: SystemSettingsSchema });

/** A save sends the groups it changes; a group not sent keeps what it had. */
export const UpdateSystemSettingsInput = SystemSettingsSchema.partial();
export type UpdateSystemSettingsInput = z.input<typeof UpdateSystemSettingsInput>;

/** What anyone may read: the web app's name, contacts, registration mode and whether it is under maintenance. */
export const PlatformInfoSchema = z.object({
  platform_name: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  default_currency: z.string(),
  default_language: z.string(),
  registration_mode: z.enum(REGISTRATION_MODES),
  maintenance: z.object({ enabled: z.boolean(), message: z.string() }),
});
export type PlatformInfo = z.infer<typeof PlatformInfoSchema>;

/** The answer code of every API request refused while maintenance mode is on. */
export const MAINTENANCE_CODE = 'maintenance';
export const REGISTRATION_BY_INVITATION_CODE = 'registration_by_invitation';

export const PlatformInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'accepted', 'expired']),
  expires_at: z.string(),
  created_at: z.string(),
});
export type PlatformInvitation = z.infer<typeof PlatformInvitationSchema>;
export const PlatformInvitationListSchema = z.object({ data: z.array(PlatformInvitationSchema) });
export const PlatformInvitationResponseSchema = z.object({ data: PlatformInvitationSchema });
export const CreatePlatformInvitationInput = z.object({
  email: z.email({ error: 'Enter the e-mail address to invite.' }).trim().toLowerCase(),
});
