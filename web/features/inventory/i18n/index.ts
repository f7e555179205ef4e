import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const inventoryText = defineCatalogue('web-inventory', en, { sw: () => import('./sw.json') });
