// docs/product/notifications.md Notifications messages (word for word in en.json), and the feature's own, in the
// current language.
import { notificationsText } from '../i18n';

export const markReadError = () => notificationsText.t('markReadError');
export const markAllError = () => notificationsText.t('markAllError');
export const deleteError = () => notificationsText.t('deleteError');
