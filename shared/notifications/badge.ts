// The toolbar badge of the browser extension: the unread count as the bell shows it (docs/product/notifications.md,
// 99+ above 99) on a colour that says how urgent the worst unread notification is. Plain data, so the worker
// and its tests agree on what the badge must look like.
import { badgeText, highestSeverity, type Severity } from './rules';

/** Green for information (the product's primary #047857), amber for a warning, red for an error. */
export const BADGE_COLOURS: Record<Severity, string> = {
  info: '#047857',
  warning: '#b45309',
  error: '#b91c1c',
};

export interface BadgeAppearance {
  text: string;
  colour: string;
}

/**
 * `unreadSeverities` are those of the unread notifications the client holds (a page of them); the count is the
 * server's, which may be larger than that page.
 */
export function badgeAppearance(
  unreadCount: number,
  unreadSeverities: Iterable<string | null | undefined>,
): BadgeAppearance {
  const severity = unreadCount > 0 ? (highestSeverity(unreadSeverities) ?? 'info') : 'info';
  return { text: badgeText(unreadCount), colour: BADGE_COLOURS[severity] };
}
