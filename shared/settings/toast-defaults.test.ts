import { describe, expect, it } from 'vitest';
import {
  TOAST_DURATIONS,
  TOAST_LIMIT,
  TOAST_POSITIONS,
  toToastPosition,
  toastOptions,
} from './toast-defaults';

describe('toast defaults (docs/product/settings.md Toasts)', () => {
  it('holds the durations and the limit', () => {
    expect(TOAST_DURATIONS).toEqual({ default: 4000, error: 4000, success: 2000, loading: Infinity });
    expect(TOAST_LIMIT).toBe(20);
  });

  it.each([
    ['top', 'top-center'],
    ['bottom', 'bottom-center'],
    ['top-right', 'top-right'],
    ['bottom-left', 'bottom-left'],
  ] as const)('position %s is %s', (position, expected) => {
    expect(TOAST_POSITIONS).toContain(position);
    expect(toToastPosition(position)).toBe(expected);
  });

  it.each([
    ['dark', '#1f2937', '#ffffff'],
    ['light', '#ffffff', '#111827'],
  ] as const)('%s theme colours', (theme, background, color) => {
    const options = toastOptions(theme);
    expect(options.style).toEqual({ background, color });
    expect(options.duration).toBe(4000);
    expect(options.success?.duration).toBe(2000);
    expect(options.error?.duration).toBe(4000);
    expect(options.loading?.duration).toBe(Infinity);
  });
});
