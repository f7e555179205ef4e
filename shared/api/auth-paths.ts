// Which calls the client treats specially (docs/product/accounts.md Authentication).
import { PUBLIC_PATHS, paths } from '@/shared/routes/paths';

/** Path of a request URL, whether relative ("/api/auth/login?x=1") or absolute. */
export function requestPath(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url.split(/[?#]/)[0] ?? url;
  }
}

// Matched on the end of the path so a base URL with or without an /api prefix behaves the same.
const TOKENLESS = /(?:^|\/)auth\/(?:login|register)\/?$/;
const AUTH_FLOW =
  /(?:^|\/)auth\/(?:login|register|forgot-password|reset-password|verify-[\w-]+|send-[\w-]+)\/?$/;

/** docs/product/accounts.md: login and register go out without the bearer token. */
export const isTokenlessCall = (url: string) => TOKENLESS.test(requestPath(url));

/** docs/product/accounts.md: a 401 from these calls means wrong credentials or code, not an expired session. */
export const isAuthFlowCall = (url: string) => AUTH_FLOW.test(requestPath(url));

/** docs/product/accounts.md: after a 401 the user stays put on these pages instead of going to /login. */
export function isOnPublicPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // An invitation's page (/join, /join/{token}) serves people signed in or not: an expired session there is
  // forgotten, and the page offers to sign in again without losing the invitation.
  if (path === paths.join || path.startsWith(`${paths.join}/`)) return true;
  return (PUBLIC_PATHS as readonly string[]).includes(path || '/');
}
