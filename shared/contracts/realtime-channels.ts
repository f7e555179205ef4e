// The realtime channels and events, written once for the server, the web app, the extension and the widgets
// (docs/product/realtime.md). Both private channels of a user carry each notification; the second also carries
// the admin's browser-notification broadcast.

/** Event `notification` on this channel: the in-app payload. */
export const userChannel = (userId: string) => `private-user.${userId}`;
/** Event `new-notification` on this channel: the push payload, and the broadcast. */
export const notificationsChannel = (userId: string) => `private-notifications.user.${userId}`;

export const NOTIFICATION_EVENT = 'notification';
export const NEW_NOTIFICATION_EVENT = 'new-notification';

/** Whether `channel` is one of this user's own two channels, the only ones they may subscribe to. */
export const isOwnChannel = (userId: string, channel: string) =>
  channel === userChannel(userId) || channel === notificationsChannel(userId);
