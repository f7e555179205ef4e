import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const financialText = defineCatalogue('web-financial-settings', en, { sw: () => import('./sw.json') });
