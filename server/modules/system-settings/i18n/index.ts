// The e-mail an address invited to register receives (docs/product/system-settings.md "Registration").
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const systemSettingsText = defineCatalogue('server-system-settings', en, {
  sw: () => import('./sw.json'),
});
