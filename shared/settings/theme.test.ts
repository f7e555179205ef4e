import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, initialTheme, toggleTheme } from './theme';

describe('initialTheme (docs/product/settings.md Theme)', () => {
  it.each([
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['light', true, 'light'],
    ['light', false, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
    ['', true, 'dark'],
    ['sepia', true, 'light'],
  ] as const)('stored %s, system prefers dark %s → %s', (stored, prefersDark, expected) => {
    expect(initialTheme(stored, prefersDark)).toBe(expected);
  });

  it('toggles and stores under "theme"', () => {
    expect(toggleTheme('dark')).toBe('light');
    expect(toggleTheme('light')).toBe('dark');
    expect(THEME_STORAGE_KEY).toBe('theme');
  });
});
