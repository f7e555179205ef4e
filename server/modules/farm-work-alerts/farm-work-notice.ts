// What a person reads for each farm-work domain event (docs/product/farm-work-notifications.md "What people
// read"), written in the reader's language when the notification is stored. Types and preference types follow
// docs/product/notifications.md: tasks and soil re-tests are reminders (`task_due`), crop news is growth progress
// (`progress_update`), weather is `weather`.
import type { PreferenceType } from '@/shared/contracts/notifications';
import { LOCALES } from '@/shared/i18n/languages';
import type { NotificationType, Severity } from '@/shared/notifications/rules';
import type { FarmWorkEventPayloads, FarmWorkEventType } from '@/server/lib/farm-work-events';
import { formatNumberIn, type Language } from '@/server/lib/i18n';
import type { NotifyInput } from '@/server/modules/notifications/create';
import { notificationText } from '@/server/modules/notifications/i18n';

export interface FarmWorkEvent {
  id: string;
  type: string;
  farmId: string | null;
  subjectId: string | null;
  payload: unknown;
}

type Key = Parameters<typeof notificationText.tIn>[1];
type Payload = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
/** "2026-11-25" → "25 Nov 2026" in the reader's locale; anything else comes back as it is. */
export function formatDay(lang: Language, day: unknown): string {
  const text = str(day) ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(lang, format);
  }
  return format.format(new Date(`${text}T00:00:00Z`));
}

interface Notice {
  type: NotificationType;
  category: string;
  severity: Severity;
  preferenceType: PreferenceType;
  title: (lang: Language) => string;
  message: (lang: Language) => string;
  actionUrl: string;
  data: Record<string, unknown>;
}

const t = (key: Key, values: (lang: Language) => Record<string, unknown>) => (lang: Language) =>
  notificationText.tIn(lang, key, values(lang));
const withCrop = (crop: string | null, plain: Key, cropKey: Key): Key => (crop ? cropKey : plain);

function taskNotice(type: 'task.assigned' | 'task.due' | 'task.overdue', p: Payload): Notice {
  const taskId = str(p.task_id);
  const crop = str(p.crop_name);
  const title = (lang: Language) => str(p.task_title) ?? notificationText.tIn(lang, 'aTask');
  const values = (lang: Language) => ({ title: title(lang), crop, date: formatDay(lang, p.due_date) });
  const keys: Record<string, [Key, Key, Key]> = {
    'task.assigned': ['taskAssignedTitle', 'taskAssignedMessage', 'taskAssignedMessageCrop'],
    'task.due:day_before': ['taskDueTomorrowTitle', 'taskDueTomorrowMessage', 'taskDueTomorrowMessageCrop'],
    'task.due:today': ['taskDueTodayTitle', 'taskDueTodayMessage', 'taskDueTodayMessageCrop'],
    'task.overdue': ['taskOverdueTitle', 'taskOverdueMessage', 'taskOverdueMessageCrop'],
  };
  const [titleKey, plain, cropKey] = keys[type === 'task.due' ? `task.due:${str(p.when) ?? 'today'}` : type]!;
  return {
    type: 'task',
    category: 'tasks',
    severity: type === 'task.overdue' ? 'warning' : 'info',
    preferenceType: 'task_due',
    title: t(titleKey, values),
    message: t(withCrop(crop, plain, cropKey), values),
    actionUrl: `/farmer/tasks/${taskId}`,
    data: { task_id: taskId, crop_id: str(p.crop_id), crop_name: crop, due_date: str(p.due_date) },
  };
}

function cropNotice(type: 'crop.stage_changed' | 'crop.harvest_recorded', p: Payload): Notice {
  const cropId = str(p.crop_id);
  const crop = (lang: Language) => str(p.crop_name) ?? notificationText.tIn(lang, 'aCrop');
  const common = {
    type: 'crop_update' as const,
    severity: 'info' as const,
    preferenceType: 'progress_update' as const,
    actionUrl: `/farmer/crops/${cropId}`,
  };
  if (type === 'crop.stage_changed') {
    const previous = str(p.previous_stage_name);
    const values = (lang: Language) => ({ crop: crop(lang), stage: str(p.stage_name) ?? '', previous });
    return {
      ...common,
      category: 'growth_stages',
      title: t('stageChangedTitle', values),
      message: t(previous ? 'stageChangedMessage' : 'stageStartedMessage', values),
      data: { crop_id: cropId, crop_name: str(p.crop_name), stage_name: str(p.stage_name) },
    };
  }
  const lot = str(p.lot);
  const values = (lang: Language) => ({
    crop: crop(lang),
    lot,
    amount:
      `${formatNumberIn(lang, str(p.quantity) ?? String(p.quantity ?? '?'))} ${str(p.unit) ?? ''}`.trimEnd(),
  });
  return {
    ...common,
    category: 'harvests',
    title: t('harvestTitle', values),
    message: t(lot ? 'harvestMessageLot' : 'harvestMessage', values),
    data: {
      crop_id: cropId,
      crop_name: str(p.crop_name),
      task_id: str(p.task_id),
      harvest_id: str(p.harvest_id),
      item_id: str(p.item_id),
      quantity: str(p.quantity),
      unit: str(p.unit),
      lot,
    },
  };
}

function soilNotice(farmId: string, p: Payload): Notice {
  const values = (lang: Language) => ({
    field: str(p.field_name) ?? notificationText.tIn(lang, 'aField'),
    date: formatDay(lang, p.sampled_on),
  });
  return {
    type: 'crop_update',
    category: 'soil',
    severity: 'info',
    preferenceType: 'task_due',
    title: t('soilRetestTitle', values),
    message: t('soilRetestMessage', values),
    actionUrl: `/farmer/farms/${farmId}/soil-sampling`,
    data: { field_id: str(p.field_id), field_name: str(p.field_name), sample_id: str(p.sample_id) },
  };
}

const WEATHER_KEYS: Record<FarmWorkEventPayloads['weather.alert']['kind'], [Key, Key]> = {
  frost: ['frostTitle', 'frostMessage'],
  heavy_rain: ['heavyRainTitle', 'heavyRainMessage'],
  heat: ['heatTitle', 'heatMessage'],
  strong_wind: ['strongWindTitle', 'strongWindMessage'],
};

function weatherNotice(farmId: string, farmName: string, p: Payload): Notice | null {
  const kind = str(p.kind) as keyof typeof WEATHER_KEYS | null;
  if (!kind || !(kind in WEATHER_KEYS)) return null;
  const [titleKey, messageKey] = WEATHER_KEYS[kind];
  const values = (lang: Language) => ({
    farm: farmName,
    date: formatDay(lang, p.date),
    value: typeof p.value === 'number' ? formatNumberIn(lang, p.value, 1) : '?',
  });
  return {
    type: 'weather_alert',
    category: 'weather',
    severity: 'warning',
    preferenceType: 'weather',
    title: t(titleKey, values),
    message: t(messageKey, values),
    actionUrl: `/farmer/farms/${farmId}`,
    data: { kind, date: str(p.date), value: p.value, unit: str(p.unit) },
  };
}

function noticeFor(event: FarmWorkEvent, farmName: string): Notice | null {
  const p = (event.payload && typeof event.payload === 'object' ? event.payload : {}) as Payload;
  const type = event.type as FarmWorkEventType;
  switch (type) {
    case 'task.assigned':
    case 'task.due':
    case 'task.overdue':
      return taskNotice(type, p);
    case 'crop.stage_changed':
    case 'crop.harvest_recorded':
      return cropNotice(type, p);
    case 'soil.retest_due':
      return soilNotice(event.farmId!, p);
    case 'weather.alert':
      return weatherNotice(event.farmId!, farmName, p);
    default:
      return null;
  }
}

/** The notification of one event for each of its recipients; none for an event this module cannot read. */
export function farmWorkNotices(
  event: FarmWorkEvent,
  farmName: string,
  userIds: readonly string[],
): NotifyInput[] {
  if (!event.farmId) return [];
  const notice = noticeFor(event, farmName);
  if (!notice) return [];
  const { data, ...rest } = notice;
  return userIds.map((userId) => ({
    ...rest,
    userId,
    farmId: event.farmId,
    data: { farm_id: event.farmId, farm_name: farmName, ...data },
    metadata: { source: 'domain_event', event_type: event.type, event_id: event.id },
    dedupeKey: `domain_event:${event.id}`,
  }));
}
