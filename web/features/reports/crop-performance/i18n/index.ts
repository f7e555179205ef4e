import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const cropPerformanceText = defineCatalogue('web-reports-crop-performance', en, {
  sw: () => import('./sw.json'),
});
export type CropPerformanceTextKey = keyof typeof en;
