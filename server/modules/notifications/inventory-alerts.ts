// What a farm member reads for each inventory domain event ( → ). Stock alerts are governed by
// the "input" preference type of docs/product/notifications.md; equipment items use the notification type `equipment`, the rest
// `system` (docs/product/notifications.md has no inventory type). Severity: depleted and expired stop work (error), low and expiring
// ask for action soon (warning).
import type { NotificationType, Severity } from '@/shared/notifications/rules';
import type { NotifyInput } from './create';

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
    name: str(p.item_name) ?? str(p.name) ?? 'An inventory item',
    itemType: str(p.item_type),
    quantity: amount(p.quantity),
    unit: str(p.unit),
    location: str(p.location_name) ?? str(p.location),
    expiry: str(p.expiry_date),
    reorderLevel: amount(p.reorder_level),
  };
}

const TEXT: Record<
  AlertType,
  { severity: Severity; title: string; message: (p: ReturnType<typeof readPayload>) => string }
> = {
  'inventory.low_stock': {
    severity: 'warning',
    title: 'Low stock',
    message: (p) => {
      const amountLeft = `${p.quantity ?? '?'} ${p.unit ?? ''}`.trimEnd();
      const below = p.reorderLevel
        ? `, below the reorder level of ${`${p.reorderLevel} ${p.unit ?? ''}`.trimEnd()}`
        : '';
      return `${p.name} is down to ${amountLeft}${at(p)}${below}.`;
    },
  },
  'inventory.depleted': {
    severity: 'error',
    title: 'Out of stock',
    message: (p) => `${p.name} has run out${at(p)}.`,
  },
  'inventory.expiring': {
    severity: 'warning',
    title: 'Expiring soon',
    message: (p) => `${p.name}${at(p)} expires on ${p.expiry ?? 'a date soon'}.`,
  },
  'inventory.expired': {
    severity: 'error',
    title: 'Expired',
    message: (p) => `${p.name}${at(p)} expired on ${p.expiry ?? 'its expiry date'}. Take it out of use.`,
  },
};

function at(p: ReturnType<typeof readPayload>) {
  return p.location ? ` at ${p.location}` : '';
}

export const isInventoryAlert = (type: string): type is AlertType =>
  (INVENTORY_ALERT_TYPES as readonly string[]).includes(type);

/** The notification for one recipient of one event; null for an event this module does not handle. */
export function inventoryAlert(
  event: InventoryEvent,
  recipient: { userId: string; farmName: string | null },
): NotifyInput | null {
  if (!isInventoryAlert(event.type) || !event.farmId) return null;
  const p = readPayload(event.payload);
  const text = TEXT[event.type];
  const type: NotificationType = p.itemType === 'equipment' ? 'equipment' : 'system';
  return {
    userId: recipient.userId,
    farmId: event.farmId,
    type,
    category: 'inventory',
    title: `${text.title}: ${p.name}`,
    message: text.message(p),
    severity: text.severity,
    actionUrl: `/farmer/farms/${event.farmId}/inventory`,
    data: {
      farm_name: recipient.farmName,
      item_id: event.subjectId,
      item_name: p.name,
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
