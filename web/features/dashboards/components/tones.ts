// Colours that keep their words readable (WCAG AA) on the card in light and dark mode: daisyUI's warning and
// success colours are too pale for small text on white.
export const GOOD = 'text-green-700 dark:text-green-400';
export const BAD = 'text-red-700 dark:text-red-400';
export const WARN = 'text-amber-700 dark:text-amber-400';
