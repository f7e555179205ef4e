// docs/product/notifications.md Notifications messages, word for word, and the feature's own.
export const MARK_READ_ERROR = 'Failed to mark notification as read';
export const MARK_ALL_ERROR = 'Failed to mark all notifications as read';
export const DELETE_ERROR = 'Failed to delete the notification. Please try again.';
