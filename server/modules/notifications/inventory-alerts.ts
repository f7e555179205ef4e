// What a farm member reads for each inventory domain event ( → ). Stock alerts are governed by
// the "input" preference type of docs/product/notifications.md; equipment items use the notification type `equipment`, the rest
// `system` (docs/product/notifications.md has no inventory type). Severity: depleted and expired stop work (error), low and expiring
// ask for action soon (warning).
import type { NotificationType, Severity } from '@/shared/notifications/rules';
import { DEFAULT_LANGUAGE, formatNumberIn, type Language } from '@/server/lib/i18n';
import type { NotifyInput } from './create';
import { notificationText } from './i18n';

export const INVENTORY_ALERT_TYPES = [
  'inventory.low_stock',
  'inventory.depleted',
  'inventory.expiring',
  'inventory.expired',
] as const;
type AlertType = (typeof INVENTORY_ALERT_TYPES)[number];

export interface InventoryEvent {
  id: string;
  type: string;
  farmId: string | null;
  subjectId: string | null;
  payload: unknown;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
/** "12.50" → "12.5", "3.00" → "3": stored as decimals, read by people. */
const amount = (v: unknown): string | null => {
  const s = typeof v === 'number' ? String(v) : str(v);
  return s && /^-?\d+\.\d+$/.test(s) ? s.replace(/\.?0+$/, '') : s;
};

function readPayload(payload: unknown) {
  const p = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  return {
    name: str(p.item_name) ?? str(p.name),
    itemType: str(p.item_type),
    quantity: amount(p.quantity),
    unit: str(p.unit),
    location: str(p.location_name) ?? str(p.location),
    expiry: str(p.expiry_date),
    reorderLevel: amount(p.reorder_level),
  };
}

type Alert = ReturnType<typeof readPayload>;
type Key = Parameters<typeof notificationText.tIn>[1];

/** A quantity with its unit, the number in the reader's locale ("4.5 bags"); "?" when the event has none. */
const measure = (lang: Language, quantity: string | null, unit: string | null) =>
  `${quantity === null ? '?' : formatNumberIn(lang, quantity)} ${unit ?? ''}`.trimEnd();

const TEXT: Record<
  AlertType,
  { severity: Severity; title: Key; message: (lang: Language, p: Alert, name: string) => string }
> = {
  'inventory.low_stock': {
    severity: 'warning',
    title: 'lowStockTitle',
    message: (lang, p, name) => {
      const key = p.reorderLevel
        ? p.location
          ? 'lowStockMessageAtBelow'
          : 'lowStockMessageBelow'
        : p.location
          ? 'lowStockMessageAt'
          : 'lowStockMessage';
      return notificationText.tIn(lang, key, {
        name,
        amount: measure(lang, p.quantity, p.unit),
        location: p.location,
        reorderLevel: p.reorderLevel ? measure(lang, p.reorderLevel, p.unit) : null,
      });
    },
  },
  'inventory.depleted': {
    severity: 'error',
    title: 'depletedTitle',
    message: (lang, p, name) =>
      notificationText.tIn(lang, p.location ? 'depletedMessageAt' : 'depletedMessage', {
        name,
        location: p.location,
      }),
  },
  'inventory.expiring': {
    severity: 'warning',
    title: 'expiringTitle',
    message: (lang, p, name) =>
      notificationText.tIn(
        lang,
        p.expiry
          ? p.location
            ? 'expiringMessageAt'
            : 'expiringMessage'
          : p.location
            ? 'expiringMessageAtNoDate'
            : 'expiringMessageNoDate',
        { name, location: p.location, date: p.expiry },
      ),
  },
  'inventory.expired': {
    severity: 'error',
    title: 'expiredTitle',
    message: (lang, p, name) =>
      notificationText.tIn(
        lang,
        p.expiry
          ? p.location
            ? 'expiredMessageAt'
            : 'expiredMessage'
          : p.location
            ? 'expiredMessageAtNoDate'
            : 'expiredMessageNoDate',
        { name, location: p.location, date: p.expiry },
      ),
  },
};

export const isInventoryAlert = (type: string): type is AlertType =>
  (INVENTORY_ALERT_TYPES as readonly string[]).includes(type);

/**
 * The notification for one recipient of one event, in the recipient's language (their settings; English when
 * not given); null for an event this module does not handle.
 */
export function inventoryAlert(
  event: InventoryEvent,
  recipient: { userId: string; farmName: string | null; language?: Language },
): NotifyInput | null {
  if (!isInventoryAlert(event.type) || !event.farmId) return null;
  const lang = recipient.language ?? DEFAULT_LANGUAGE;
  const p = readPayload(event.payload);
  const text = TEXT[event.type];
  const name = p.name ?? notificationText.tIn(lang, 'anInventoryItem');
  const type: NotificationType = p.itemType === 'equipment' ? 'equipment' : 'system';
  return {
    userId: recipient.userId,
    farmId: event.farmId,
    type,
    category: 'inventory',
    title: notificationText.tIn(lang, text.title, { name }),
    message: text.message(lang, p, name),
    severity: text.severity,
    actionUrl: `/farmer/farms/${event.farmId}/inventory`,
    data: {
      farm_name: recipient.farmName,
      item_id: event.subjectId,
      item_name: name,
      quantity: p.quantity,
      unit: p.unit,
      location: p.location,
      expiry_date: p.expiry,
    },
    metadata: { source: 'domain_event', event_type: event.type, event_id: event.id },
    preferenceType: 'input',
    dedupeKey: `domain_event:${event.id}`,
  };
}
