import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const storageLocationsText = defineCatalogue('web-storage-locations', en, {
  sw: () => import('./sw.json'),
});
