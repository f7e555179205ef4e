import { describe, expect, it } from 'vitest';
import { BADGE_COLOURS, badgeAppearance } from './badge';

describe('badgeAppearance', () => {
  it.each([
    [0, ['error'], '', BADGE_COLOURS.info],
    [1, ['info'], '1', BADGE_COLOURS.info],
    [2, ['info', 'warning'], '2', BADGE_COLOURS.warning],
    [3, ['warning', 'error', 'info'], '3', BADGE_COLOURS.error],
    [99, ['info'], '99', BADGE_COLOURS.info],
    [100, ['warning'], '99+', BADGE_COLOURS.warning],
    [250, [], '99+', BADGE_COLOURS.info],
  ])('%i unread with severities %j reads %j', (count, severities, text, colour) => {
    expect(badgeAppearance(count, severities)).toEqual({ text, colour });
  });

  it('reads an unknown severity as info (docs/product/notifications.md default)', () => {
    expect(badgeAppearance(1, [null, 'loud'])).toEqual({ text: '1', colour: BADGE_COLOURS.info });
  });
});
