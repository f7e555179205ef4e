// Every route still in development names its title, area and description in the routes' catalogue, in English
// as the product documents it and in Kiswahili.
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@/shared/i18n/runtime';
import { comingSoonCatalogue, comingSoonTexts, type ComingSoonKey } from './catalogue';
import { comingSoonRoutesText } from './i18n';

const ids = Object.keys(comingSoonCatalogue) as ComingSoonKey[];
const read = (id: ComingSoonKey) => {
  const keys = comingSoonTexts(id);
  return {
    title: comingSoonRoutesText.t(keys.title),
    area: comingSoonRoutesText.t(keys.area),
    description: comingSoonRoutesText.t(keys.description),
  };
};

describe('coming-soon texts', () => {
  afterAll(() => setLanguage('en'));

  it('give every route a title, an area and a description', () => {
    for (const id of ids) {
      const keys = comingSoonTexts(id);
      for (const key of Object.values(keys)) expect(comingSoonRoutesText.keys, id).toContain(key);
    }
    expect(read('farmer.reportSales')).toEqual({
      title: 'Sales report',
      area: 'Reports',
      description:
        'The sales report is being built: sales by product, buyer and period, for a farm and a period you choose, ready to print or export.',
    });
    expect(read('admin.ai')).toMatchObject({ title: 'AI management', area: 'Platform' });
  });

  it('read in Kiswahili once the language is switched', async () => {
    await setLanguage('sw');
    expect(read('farmer.finances')).toMatchObject({ title: 'Fedha', area: 'Fedha' });
    expect(read('settings.invoice')).toMatchObject({ title: 'Mipangilio ya ankara', area: 'Mipangilio' });
    expect(comingSoonRoutesText.t('backToDashboard')).toBe('Rudi kwenye dashibodi');
  });
});
