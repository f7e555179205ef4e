// Session state that is not stored: whether the stored token was checked, and a redirect asked for by sign-in
// or sign-out.
import { atom } from 'jotai';
import { hasStoredToken } from '@/web/app/stored-session-hint';

export interface RedirectTarget {
  to: string;
  state?: unknown;
}

/**
 * Where the next guard redirect goes. Set by sign-in (so the guest-only guard sends the user to their origin or
 * to /verification instead of straight to the dashboard) and by sign-out (so /login is not given a `from`).
 */
export const pendingRedirectAtom = atom<RedirectTarget | null>(null);

export const pendingRedirectPath = (target: RedirectTarget) => target.to.split(/[?#]/)[0] ?? target.to;

/**
 * True once the token stored at start-up was checked with /api/auth/me (session-check.ts), and from the start
 * when there was none; a sign-in sets it too.
 */
export const sessionCheckedAtom = atom(!hasStoredToken());
