import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/shared/i18n/runtime';
import { showingLine } from './filters';
import { categoryLabel, formatStock, formatStockChange, STATUS_LABELS, typeLabel, unitLabel } from './labels';
import { movementLabel } from './app-labels';
import { STOCK_ACTION_FAILED } from './stock-action-messages';

// The enumerations' words in the current language; the values themselves stay as the contracts have them.
describe('inventory labels', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('read in English as before', () => {
    expect(typeLabel('equipment')).toBe('Equipment');
    expect(STATUS_LABELS.low).toBe('Low');
    expect(categoryLabel('Fertilizer')).toBe('Fertilizer');
    expect(formatStock('1250.5', 'kg')).toBe('1,250.5 kg');
    expect(formatStock('1', 'bags')).toBe('1 bags');
    expect(formatStockChange('-2', 'kg')).toBe('-2 kg');
    expect(movementLabel('transfer_out')).toBe('Transferred out');
    expect(showingLine(2, 8)).toBe('Showing 2 of 8 items');
  });

  it('read in Kiswahili, units after their number in the language’s order and number', async () => {
    await setLanguage('sw');
    expect(typeLabel('equipment')).toBe('Kifaa');
    expect(STATUS_LABELS.low).toBe('Imepungua');
    expect(categoryLabel('Fertilizer')).toBe('Mbolea');
    expect(unitLabel('bags', 1)).toBe('mfuko');
    expect(formatStock('3', 'bags')).toBe('mifuko 3');
    expect(formatStockChange('4', 'pieces')).toBe('vipande +4');
    expect(formatStock('2.5', 'kg')).toBe('kg 2.5');
    expect(movementLabel('receive')).toBe('Imepokelewa');
    expect(showingLine(2, 8)).toBe('Inaonyesha bidhaa 2 kati ya 8');
    expect(STOCK_ACTION_FAILED.transfer).toBe('Imeshindwa kuhamisha akiba');
  });

  it('show a value the catalogue does not know as it is', async () => {
    await setLanguage('sw');
    expect(categoryLabel('Maize crop')).toBe('Maize crop');
    expect(unitLabel('crates')).toBe('crates');
  });
});
