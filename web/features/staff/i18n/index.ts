import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const staffText = defineCatalogue('web-staff', en, { sw: () => import('./sw.json') });
