import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** The notification list item's words (the web app's notification log). The row the bell and the widgets show
 *  reads shared/ui/i18n only, so the widgets' loader does not carry these (docs/decisions/020). */
export const uiNotificationsText = defineCatalogue('shared-ui-notifications', en, {
  sw: () => import('./sw.json'),
});
