// How the financial report splits a period between the category rollup and the cash book (financial-read.ts):
// whole months from the rollup; a cut month from the shorter side of the cut.
import { describe, expect, it } from 'vitest';
import { splitPeriod } from './financial-read';

describe('splitPeriod', () => {
  it.each([
    ['whole months only', '2026-01-01', '2026-03-31', [['2026-01-01', '2026-03-01']], []],
    ['a whole February of a leap year', '2024-02-01', '2024-02-29', [['2024-02-01', '2024-02-01']], []],
    [
      'this month to the 25th: the month less the days after',
      '2026-11-01',
      '2026-11-25',
      [['2026-11-01', '2026-11-01']],
      [['2026-11-26', '2026-11-30', -1]],
    ],
    ['a few days inside one month', '2026-03-10', '2026-03-12', [], [['2026-03-10', '2026-03-12', 1]]],
    [
      'cut at both ends: the short side of each',
      '2026-01-25',
      '2026-03-20',
      [
        ['2026-02-01', '2026-02-01'],
        ['2026-03-01', '2026-03-01'],
      ],
      [
        ['2026-01-25', '2026-01-31', 1],
        ['2026-03-21', '2026-03-31', -1],
      ],
    ],
    [
      'the middle of a month: both outside ends taken away',
      '2026-03-05',
      '2026-03-28',
      [['2026-03-01', '2026-03-01']],
      [
        ['2026-03-01', '2026-03-04', -1],
        ['2026-03-29', '2026-03-31', -1],
      ],
    ],
    ['across a year end', '2025-12-01', '2026-01-31', [['2025-12-01', '2026-01-01']], []],
  ])('%s', (_, from, to, rollup, book) => {
    const parts = splitPeriod(from, to);
    expect(parts.rollup.map((r) => [r.from, r.to])).toEqual(rollup);
    expect(parts.book.map((b) => [b.from, b.to, b.sign])).toEqual(book);
  });
});
