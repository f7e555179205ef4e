// docs/product/notifications.md Push notifications: "On becoming authenticated, the product asks for notification permission." So once
// per sign-in, not at every page load of the same sign-in, and only while the browser's answer is still
// 'default' (asking after 'denied' does nothing, after 'granted' there is nothing to ask).

/** Where the surface keeps the mark of the sign-in it last asked for. */
export const PERMISSION_ASKED_KEY = 'notification_permission_asked';

/**
 * Names one sign-in: each sign-in gets a new bearer token (tokens are issued at login, register and password
 * reset, never rotated within a session). A hash, not for secrecy, so storage keeps no second copy of the token.
 */
export function sessionMark(token: string): string {
  let hash = 0x811c9dc5; // 32-bit FNV-1a
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `s-${hash.toString(36)}-${token.length}`;
}

export function shouldAskPermission(
  permission: NotificationPermission | 'unsupported',
  askedFor: string | null,
  token: string,
): boolean {
  return permission === 'default' && askedFor !== sessionMark(token);
}
