// docs/product/settings.md Theme: the choice is stored under "theme" (dark or light); on load dark is used if the
// stored choice is dark, or if nothing is stored and the system prefers dark.
export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'theme';
/** docs/product/settings.md: dark mode adds this class to the page root. */
export const DARK_CLASS = 'dark';
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export function initialTheme(stored: string | null | undefined, prefersDark: boolean): Theme {
  if (stored === 'dark') return 'dark';
  if (stored === null || stored === undefined || stored === '') return prefersDark ? 'dark' : 'light';
  // A stored value other than dark was an explicit choice (or a stale one): it is not dark.
  return 'light';
}

export const toggleTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');
