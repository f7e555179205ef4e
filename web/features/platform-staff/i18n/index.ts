import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** Platform staff, platform roles and their permissions matrix (docs/product/platform-staff.md). */
export const platformStaffText = defineCatalogue('web-platform-staff', en, { sw: () => import('./sw.json') });
