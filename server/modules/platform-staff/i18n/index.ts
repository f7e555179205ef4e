// The e-mail a new platform staff member receives (docs/product/platform-staff.md "Adding staff").
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const platformStaffText = defineCatalogue('server-platform-staff', en, {
  sw: () => import('./sw.json'),
});
