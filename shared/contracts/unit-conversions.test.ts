// docs/decisions/004-storage-utilization.md: which item units count in which capacity unit, and by how much.
import { describe, expect, it } from 'vitest';
import { CAPACITY_UNITS } from './storage-locations';
import { UNITS } from './inventory';
import { conversionFactor, isMeasuredCapacityUnit } from './unit-conversions';

describe('unit conversions', () => {
  it('converts kilograms and grams to kg and tons, litres and millilitres to liters', () => {
    expect(conversionFactor('kg', 'kg')).toBe('1');
    expect(conversionFactor('g', 'kg')).toBe('0.001');
    expect(conversionFactor('kg', 'tons')).toBe('0.001');
    expect(conversionFactor('g', 'tons')).toBe('0.000001');
    expect(conversionFactor('L', 'liters')).toBe('1');
    expect(conversionFactor('ml', 'liters')).toBe('0.001');
  });

  it('never converts counted units, or weight to volume, or anything to floor area', () => {
    for (const unit of ['pieces', 'bags', 'bottles', 'boxes', 'packets'])
      for (const capacity of CAPACITY_UNITS) expect(conversionFactor(unit, capacity)).toBeNull();
    expect(conversionFactor('L', 'kg')).toBeNull();
    expect(conversionFactor('kg', 'liters')).toBeNull();
    for (const unit of UNITS) expect(conversionFactor(unit, 'sq ft')).toBeNull();
    expect(CAPACITY_UNITS.filter(isMeasuredCapacityUnit)).toEqual(['tons', 'kg', 'liters']);
  });
});
