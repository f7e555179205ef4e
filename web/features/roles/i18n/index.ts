import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** The roles and permissions pages (docs/product/roles-and-permissions.md). */
export const rolesText = defineCatalogue('web-roles', en, { sw: () => import('./sw.json') });
