// docs/product/web-app.md Toasts: 4 s by default and for errors, 2 s for success, loading until dismissed, at most 20 at once
// (react-hot-toast's own limit is 20); the colours follow the theme.
import { Toaster } from 'react-hot-toast';
import { toastOptions } from '@/shared/settings/toast-defaults';
import { useTheme } from './theme';

export function AppToaster() {
  const { theme } = useTheme();
  // Below the 64 px top bar, so a toast never hides the user menu.
  return <Toaster position="top-right" containerStyle={{ top: 72 }} toastOptions={toastOptions(theme)} />;
}
