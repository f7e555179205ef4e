// Notification preferences when the server cannot be reached (docs/product/notifications.md Preferences modal; :
// "the product's demo mode made true"; docs/decisions/006). Changes are kept on the device and really sent
// when the server answers again, then forgotten. Storage is a port, so the extension can do the same.
import {
  PREFERENCE_LABELS,
  PREFERENCE_TYPES,
  PREFERENCES_SAVED_MESSAGE,
  DEFAULT_CHANNELS,
  type Channels,
  type Preference,
  type PreferenceType,
} from '../contracts/notifications';
import type { KeyValueStorage } from '../session/storage-port';
import { notificationsAppText, type NotificationsAppKey } from './app/i18n';

/**
 * docs/product/notifications.md Preferences, word for word in English, except LOCAL_NOTICE (decision 006: the changes are not demo data).
 * Each is read from the catalogue when shown, so it is in the current language.
 */
export const PREFERENCE_MESSAGES: Readonly<
  Record<'loadError' | 'saved' | 'savedLocally' | 'unreachable' | 'failed' | 'localNotice', string>
> = Object.freeze({
  get loadError() {
    return notificationsAppText.t('preferencesLoadError');
  },
  get saved() {
    return notificationsAppText.t('preferencesSaved');
  },
  get savedLocally() {
    return notificationsAppText.t('preferencesSavedLocally');
  },
  get unreachable() {
    return notificationsAppText.t('preferencesUnreachable');
  },
  get failed() {
    return notificationsAppText.t('preferencesFailed');
  },
  get localNotice() {
    return notificationsAppText.t('preferencesLocalNotice');
  },
});

/** The server's "saved" answer (PREFERENCES_SAVED_MESSAGE) in the current language; any other text as it came. */
export const savedMessage = (fromServer: string | null | undefined): string =>
  !fromServer || fromServer === PREFERENCES_SAVED_MESSAGE ? PREFERENCE_MESSAGES.saved : fromServer;

const PREFERENCE_KEYS: Record<
  PreferenceType,
  { name: NotificationsAppKey; description: NotificationsAppKey }
> = {
  task_due: { name: 'preferenceTaskDueName', description: 'preferenceTaskDueDescription' },
  health_alert: { name: 'preferenceHealthAlertName', description: 'preferenceHealthAlertDescription' },
  progress_update: {
    name: 'preferenceProgressUpdateName',
    description: 'preferenceProgressUpdateDescription',
  },
  weather: { name: 'preferenceWeatherName', description: 'preferenceWeatherDescription' },
  market: { name: 'preferenceMarketName', description: 'preferenceMarketDescription' },
  input: { name: 'preferenceInputName', description: 'preferenceInputDescription' },
  subscription: { name: 'preferenceSubscriptionName', description: 'preferenceSubscriptionDescription' },
};

/**
 * A preference's name and description as people read them. The server words them from PREFERENCE_LABELS (in
 * English); those are answered in the current language, and a text it words otherwise is shown as it came.
 */
export function preferenceLabel(preference: Pick<Preference, 'type' | 'name' | 'description'>): {
  name: string;
  description: string;
} {
  const english = PREFERENCE_LABELS[preference.type];
  const keys = PREFERENCE_KEYS[preference.type];
  if (!english || !keys) return { name: preference.name, description: preference.description };
  return {
    name: preference.name === english.name ? notificationsAppText.t(keys.name) : preference.name,
    description:
      preference.description === english.description
        ? notificationsAppText.t(keys.description)
        : preference.description,
  };
}

/** docs/product/notifications.md: after the local-saved message the modal closes (a 3-second close delay). */
export const LOCAL_SAVE_CLOSE_DELAY_MS = 3000;

export interface PreferenceChoice {
  type: PreferenceType;
  channels: Channels;
}

export interface PendingPreferences {
  preferences: PreferenceChoice[];
  saved_at: string;
}

/** Per user: on a shared computer one person's unsent choices must never reach another's account. */
export const pendingPreferencesKey = (userId: string) => `notification_preferences_pending:${userId}`;

/**
 * Whether a failed call means "the service is not available" (keep the change locally) rather than "the server
 * refused this change": no answer at all, a 5xx, or a 404 (docs/product/notifications.md: 500 or 404; a proxy answers 502–504).
 */
export function isServerUnreachable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return true;
  return status === 404 || status >= 500;
}

export async function readPendingPreferences(
  storage: KeyValueStorage,
  userId: string,
): Promise<PendingPreferences | null> {
  const raw = await storage.getItem(pendingPreferencesKey(userId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingPreferences>;
    const preferences = (value.preferences ?? []).filter(
      (p): p is PreferenceChoice =>
        (PREFERENCE_TYPES as readonly string[]).includes(p?.type) && typeof p.channels === 'object',
    );
    if (!preferences.length || typeof value.saved_at !== 'string') return null;
    return {
      saved_at: value.saved_at,
      preferences: preferences.map((p) => ({
        type: p.type,
        channels: { ...DEFAULT_CHANNELS, ...p.channels },
      })),
    };
  } catch {
    return null;
  }
}

export async function keepPendingPreferences(
  storage: KeyValueStorage,
  userId: string,
  preferences: PreferenceChoice[],
  now: Date = new Date(),
): Promise<PendingPreferences> {
  const pending = { preferences, saved_at: now.toISOString() };
  await storage.setItem(pendingPreferencesKey(userId), JSON.stringify(pending));
  return pending;
}

/** The rows the modal shows: the server's (or every type, named from the catalogue), with pending choices on top. */
export function preferencesWithPending(
  server: readonly Preference[] | null,
  pending: PendingPreferences | null,
): Preference[] {
  const byType = new Map(server?.map((p) => [p.type, p]));
  const types = server ? server.map((p) => p.type) : PREFERENCE_TYPES;
  return types.map((type) => {
    const base = byType.get(type) ?? {
      id: type,
      type,
      ...PREFERENCE_LABELS[type],
      channels: { ...DEFAULT_CHANNELS },
    };
    const choice = pending?.preferences.find((p) => p.type === type);
    return choice ? { ...base, channels: { ...choice.channels } } : base;
  });
}

export type FlushResult = 'none' | 'sent' | 'kept' | 'dropped';
const inFlight = new Map<string, Promise<FlushResult>>();

/**
 * Sends the kept changes, if any: 'sent' (then forgotten), 'kept' (still unreachable), 'dropped' (the server
 * refused them, e.g. 422: sending again would never succeed). One flush per user at a time.
 */
export function flushPendingPreferences(options: {
  storage: KeyValueStorage;
  userId: string;
  send: (preferences: PreferenceChoice[]) => Promise<unknown>;
}): Promise<FlushResult> {
  const running = inFlight.get(options.userId);
  if (running) return running;
  const run = flush(options).finally(() => inFlight.delete(options.userId));
  inFlight.set(options.userId, run);
  return run;
}

async function flush({
  storage,
  userId,
  send,
}: Parameters<typeof flushPendingPreferences>[0]): Promise<FlushResult> {
  const pending = await readPendingPreferences(storage, userId);
  if (!pending) return 'none';
  let result: FlushResult = 'sent';
  try {
    await send(pending.preferences);
  } catch (error) {
    // A 401 ends the session; the changes wait for the same person to sign in again.
    if (isServerUnreachable(error) || (error as { status?: unknown }).status === 401) return 'kept';
    result = 'dropped';
  }
  // A newer change saved while this one was on its way stays for the next flush.
  const now = await readPendingPreferences(storage, userId);
  if (now?.saved_at === pending.saved_at) await storage.removeItem(pendingPreferencesKey(userId));
  return result;
}
