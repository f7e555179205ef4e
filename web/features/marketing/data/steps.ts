// "How it works" on the home page: three steps a new farmer actually goes through today.
import type { MarketingTextKey } from '../i18n';

// Texts are keys of the marketing catalogue (i18n/en.json).
export const HOW_IT_WORKS: readonly { title: MarketingTextKey; text: MarketingTextKey }[] = [
  {
    title: 'stepAccountTitle',
    text: 'stepAccountText',
  },
  {
    title: 'stepFarmTitle',
    text: 'stepFarmText',
  },
  {
    title: 'stepDayTitle',
    text: 'stepDayText',
  },
];
