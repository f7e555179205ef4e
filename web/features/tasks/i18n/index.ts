import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const tasksText = defineCatalogue('web-tasks', en, { sw: () => import('./sw.json') });
