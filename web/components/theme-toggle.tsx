// One module per icon, never the package's index: the public pages' chunk then holds only the icons they use.
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTheme } from '@/web/app/theme';
import { componentsText } from '@/web/components/i18n';

/** docs/product/web-app.md dark-mode toggle: flips the theme and stores the choice (docs/product/web-app.md Theme). */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label={componentsText.t('toggleDarkMode')}
      aria-pressed={dark}
      title={dark ? componentsText.t('switchToLightMode') : componentsText.t('switchToDarkMode')}
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
