// docs/product/web-app.md Theme: dark when the stored 'theme' is dark, or nothing is stored and the system prefers
// dark; the toggle flips and stores the choice. Dark mode puts a `dark` class on <html> (our Tailwind dark
// variant) and daisyUI's data-theme follows it. A tiny external store rather than jotai, so the public pages
// (which have the toggle) do not download jotai.
import { useCallback, useSyncExternalStore } from 'react';
import {
  DARK_CLASS,
  PREFERS_DARK_QUERY,
  THEME_STORAGE_KEY,
  initialTheme,
  toggleTheme,
  type Theme,
} from '@/shared/settings/theme';

export type { Theme } from '@/shared/settings/theme';

function readStoredTheme(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PREFERS_DARK_QUERY).matches;
}

export function currentInitialTheme(): Theme {
  return initialTheme(readStoredTheme(), systemPrefersDark());
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  root.classList.toggle(DARK_CLASS, theme === 'dark');
  root.setAttribute('data-theme', theme);
}

// The theme shown now: read on first use, then whatever the toggle chose.
let current: Theme | null = null;
const listeners = new Set<() => void>();

const getTheme = (): Theme => (current ??= currentInitialTheme());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows and stores `theme` (docs/product/web-app.md: the toggle stores the choice). */
export function setTheme(theme: Theme) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  current = theme;
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

/** For tests: forget the theme read so far, as a fresh page load would. */
export function resetThemeForTests() {
  current = null;
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as Theme);
  const toggle = useCallback(() => setTheme(toggleTheme(getTheme())), []);
  return { theme, toggle };
}
