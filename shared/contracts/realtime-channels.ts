// The realtime channels and events, written once for the server, the web app, the extension and the widgets
// (docs/product/realtime.md). Both private channels of a user carry each notification; the second also carries
// the admin's browser-notification broadcast.
import type { Language } from './languages';

/** Event `notification` on this channel: the in-app payload. */
export const userChannel = (userId: string) => `private-user.${userId}`;
/** Event `new-notification` on this channel: the push payload, and the broadcast. */
export const notificationsChannel = (userId: string) => `private-notifications.user.${userId}`;

/** An embed key's channel (docs/product/widgets.md "Live updates"): the notifications of one farm for one person,
 *  events `notification` (the in-app payload) and `unread-count` (that farm's count). The widgets hear only this. */
export const farmNotificationsChannel = (farmId: string, userId: string) =>
  `private-farm-notifications.${farmId}.user.${userId}`;

/** A farm's stock channel for its embed keys (docs/product/widgets.md "Live updates"): event `inventory-changed`
 *  after any change to the farm's items. It carries the farm's id only, nothing a key could not read: the inventory
 *  and storage widgets then load their data again through the widget API, which checks the key as always. */
export const farmInventoryChannel = (farmId: string) => `private-farm-inventory.${farmId}`;
export const INVENTORY_CHANGED_EVENT = 'inventory-changed';
export interface InventoryChangedPayload {
  farm_id: string;
}

export const NOTIFICATION_EVENT = 'notification';
export const NEW_NOTIFICATION_EVENT = 'new-notification';

/** Event on the user channel only, after the person changed their settings: what their other surfaces follow
 *  at once (the extension's language). Small on purpose; the rest is read from GET /api/user/settings. */
export const SETTINGS_CHANGED_EVENT = 'settings-changed';
export interface SettingsChangedPayload {
  language: Language;
}

/** Whether `channel` is one of this user's own two channels, the only ones they may subscribe to. */
export const isOwnChannel = (userId: string, channel: string) =>
  channel === userChannel(userId) || channel === notificationsChannel(userId);
