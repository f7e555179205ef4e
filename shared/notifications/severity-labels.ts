// The severities' names (docs/product/notifications.md: info, warning, error) in the current language, for every
// list of notifications, the widgets' too. Apart from labels.ts, whose other names only the web app shows, so
// the widgets' loader carries only the few words of shared/notifications/i18n (docs/decisions/020).
import type { Severity } from './rules';
import { sharedNotificationsText } from './i18n';

/** Each read asks the catalogue, so a screen drawn after a change of language names them in the new one. */
export const SEVERITY_LABELS: Readonly<Record<Severity, string>> = Object.freeze({
  get info() {
    return sharedNotificationsText.t('severityInfo');
  },
  get warning() {
    return sharedNotificationsText.t('severityWarning');
  },
  get error() {
    return sharedNotificationsText.t('severityError');
  },
});
