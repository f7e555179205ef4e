// Record types read in words, in both languages: a type the server writes must never show as a bare code.
import { describe, expect, it } from 'vitest';
import { activityText } from './i18n';
import { recordLabel } from './labels';

const WRITTEN_BY_THE_SERVER = [
  'field',
  'soil_sample',
  'crop',
  'crop_stage',
  'crop_template',
  'harvest',
  'task',
  'task_comment',
  'customer',
  'sale',
  'invoice',
  'tax_rate',
  'expense',
  'contributor',
];

describe('recordLabel', () => {
  it('names every record type the server writes', () => {
    expect(recordLabel('soil_sample')).toBe('Soil sample');
    expect(recordLabel('staff_member')).toBe('Staff member');
    expect(recordLabel('invitation')).toBe('Invitation');
    for (const type of WRITTEN_BY_THE_SERVER) expect(activityText.keys).toContain(keyOf(type));
  });
});

const keyOf = (type: string) => `record${type.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase())}`;
