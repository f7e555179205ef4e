import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/shared/i18n/runtime';
import { ApiRequestError, NETWORK_ERROR, statusMessage } from '../errors';
import { failureMessage, serverSuccessMessage } from '../form-errors';
import { SUPPLIERS_LOAD_ERROR } from '../suppliers';
import { localizeApiMessage } from './index';

// The fetchers' English texts are shown in the current language (docs/decisions/022); English stays word for word.
describe('localizeApiMessage', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('leaves English as it is', () => {
    expect(localizeApiMessage(SUPPLIERS_LOAD_ERROR)).toBe('Failed to load suppliers');
    expect(localizeApiMessage(statusMessage(500))).toBe('Request failed with status 500');
    expect(localizeApiMessage('Only 3 kg of DAP is in stock.')).toBe('Only 3 kg of DAP is in stock.');
    expect(localizeApiMessage(undefined)).toBeUndefined();
  });

  it('answers a known text in Kiswahili, placeholders filled, and shows an unknown one as it came', async () => {
    await setLanguage('sw');
    expect(localizeApiMessage(SUPPLIERS_LOAD_ERROR)).toBe('Imeshindwa kupakia wasambazaji');
    expect(localizeApiMessage(statusMessage(500))).toBe('Ombi limeshindwa (msimbo 500)');
    expect(localizeApiMessage(`Error loading data: ${NETWORK_ERROR}`)).toBe(
      'Hitilafu wakati wa kupakia data: Hitilafu ya mtandao imetokea',
    );
    expect(localizeApiMessage('Only 3 kg of DAP is in stock.')).toBe('Only 3 kg of DAP is in stock.');
  });

  it('failureMessage and serverSuccessMessage answer in the current language', async () => {
    const refused = new ApiRequestError(SUPPLIERS_LOAD_ERROR, { status: 503 });
    expect(failureMessage(refused, 'Failed to consume stock')).toBe('Failed to load suppliers');
    expect(serverSuccessMessage('Used 5 kg of DAP.', 'Stock updated')).toBe('Used 5 kg of DAP.');
    await setLanguage('sw');
    expect(failureMessage(refused, 'Imeshindwa kutumia akiba')).toBe('Imeshindwa kupakia wasambazaji');
    expect(failureMessage(new ApiRequestError(NETWORK_ERROR), 'Imeshindwa kutumia akiba')).toBe(
      'Imeshindwa kutumia akiba',
    );
    expect(serverSuccessMessage('Used 5 kg of DAP.', 'Akiba imesasishwa')).toBe('Akiba imesasishwa');
    expect(serverSuccessMessage(undefined, 'Akiba imesasishwa')).toBe('Akiba imesasishwa');
  });
});
