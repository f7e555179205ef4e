import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** /admin/system-settings: general facts, registration, maintenance mode and retention periods. */
export const systemSettingsText = defineCatalogue('web-system-settings', en, {
  sw: () => import('./sw.json'),
});
export type SystemSettingsTextKey = keyof typeof en;
