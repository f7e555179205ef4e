// The headings of the crop performance report's files, in the asker's language (docs/decisions/022).
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const cropPerformanceText = defineCatalogue('server-report-crop-performance', en, {
  sw: () => import('./sw.json'),
});
export type CropPerformanceTextKey = keyof typeof en;
