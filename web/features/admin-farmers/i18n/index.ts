import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** The farmers administration (docs/product/admin-farmers.md). */
export const adminFarmersText = defineCatalogue('web-admin-farmers', en, { sw: () => import('./sw.json') });
