// docs/product/settings.md Toasts as constants, shaped for react-hot-toast (docs/architecture.md stack).
import type { DefaultToastOptions, ToastPosition } from 'react-hot-toast';
import type { Theme } from './theme';

/** Milliseconds: 4 s default and error, 2 s success, loading until dismissed. */
export const TOAST_DURATIONS = { default: 4000, error: 4000, success: 2000, loading: Infinity } as const;
/** At most 20 toasts at once; the surface dismisses the oldest beyond this. */
export const TOAST_LIMIT = 20;
/** One helper shows its toasts at the bottom for 5 s. */
export const HELPER_TOAST = { duration: 5000, position: 'bottom' } as const;
/** Storage-location toasts: 4 s on success, 5 s on error. */
export const STORAGE_TOAST_DURATIONS = { success: 4000, error: 5000 } as const;

export const TOAST_POSITIONS = [
  'top',
  'top-right',
  'top-left',
  'bottom',
  'bottom-right',
  'bottom-left',
] as const;
export type ToastPlacement = (typeof TOAST_POSITIONS)[number];
export const TOAST_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type ToastKind = (typeof TOAST_TYPES)[number];

/** The documented plain "top"/"bottom" are react-hot-toast's centred positions. */
export function toToastPosition(position: ToastPlacement): ToastPosition {
  if (position === 'top') return 'top-center';
  if (position === 'bottom') return 'bottom-center';
  return position;
}

/** Dark grey with white text in dark mode; white with near-black text in light mode. */
export const TOAST_COLOURS = {
  dark: { background: '#1f2937', color: '#ffffff' },
  light: { background: '#ffffff', color: '#111827' },
} as const satisfies Record<Theme, { background: string; color: string }>;

export function toastOptions(theme: Theme): DefaultToastOptions {
  return {
    duration: TOAST_DURATIONS.default,
    style: { ...TOAST_COLOURS[theme] },
    success: { duration: TOAST_DURATIONS.success },
    error: { duration: TOAST_DURATIONS.error },
    loading: { duration: TOAST_DURATIONS.loading },
  };
}
