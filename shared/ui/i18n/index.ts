import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const uiText = defineCatalogue('shared-ui', en, { sw: () => import('./sw.json') });
