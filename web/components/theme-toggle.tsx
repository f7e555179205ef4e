import { Moon, Sun } from 'lucide-react';
import { useTheme } from '@/web/app/theme';

/** docs/product/web-app.md dark-mode toggle: flips the theme and stores the choice (docs/product/web-app.md Theme). */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label="Toggle dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={toggle}
    >
      {dark ? (
        <Sun className="h-5 w-5" aria-hidden="true" />
      ) : (
        <Moon className="h-5 w-5" aria-hidden="true" />
      )}
    </button>
  );
}
