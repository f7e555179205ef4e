import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** The organization dashboard, a farm's organizations and the platform's list (docs/product/organizations.md). */
export const organizationsText = defineCatalogue('web-organizations', en, { sw: () => import('./sw.json') });
