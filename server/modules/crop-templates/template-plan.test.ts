// The template arithmetic: calendar days across month ends and leap years, areas in hectares, and quantities
// rounded to what task_inputs store (docs/product/crop-templates.md "Applying a template").
import { describe, expect, it } from 'vitest';
import { convertQuantity } from './input-matching';
import { addDays, daysBetween, hectaresOf, scaleToArea } from './template-plan';

describe('addDays and daysBetween', () => {
  it.each([
    ['2026-03-15', -14, '2026-03-01'],
    ['2026-03-15', 28, '2026-04-12'],
    ['2024-02-20', 14, '2024-03-05'],
    ['2025-02-20', 14, '2025-03-06'],
    ['2026-12-20', 30, '2027-01-19'],
    ['2026-03-29', 0, '2026-03-29'],
  ])('%s + %i days is %s, and back', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(days);
  });
});

describe('scaling per hectare to a crop', () => {
  it.each([
    [50, 2.5, 'acres', 50.59],
    [25, 2.5, 'acres', 25.29],
    [100, 5000, 'square_metres', 50],
    [125, 0.4, 'hectares', 50],
    [0.5, 10, 'square_metres', 0.01],
    [1.005, 1, 'hectares', 1.01],
  ] as const)('%f a hectare on %f %s is %f', (perHectare, area, unit, expected) => {
    expect(scaleToArea(perHectare, hectaresOf(area, unit))).toBe(expected);
  });
});

describe('convertQuantity', () => {
  it.each([
    [25.29, 'kg', 'g', 25290],
    [500, 'mL', 'L', 0.5],
    [2, 'kg', 'kg', 2],
    [2, 'kg', 'L', null],
    [2, 'bags', 'kg', null],
    [0.001, 'g', 'kg', null],
  ] as const)('%f %s in %s is %s', (quantity, from, to, expected) => {
    expect(convertQuantity(quantity, from, to)).toBe(expected);
  });
});
