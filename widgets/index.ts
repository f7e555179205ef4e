// The widgets' loader: one classic script that defines the four custom elements. Partners embed it
// with a script tag and use the elements anywhere on their page (README "Embeddable widgets").
import { defineWidget } from './lib/define-widget';
import { FarmInventory } from './inventory/farm-inventory';
import { NotificationBell } from './notification-bell/notification-bell';
import { NotificationInbox } from './notification-inbox/notification-inbox';
import { StorageUsage } from './storage-usage/storage-usage';

defineWidget('farm-notification-bell', NotificationBell);
defineWidget('farm-notification-inbox', NotificationInbox, { heading: 'string' });
defineWidget('farm-inventory', FarmInventory, { heading: 'string', rows: 'number' });
defineWidget('farm-storage-usage', StorageUsage, { heading: 'string' });
