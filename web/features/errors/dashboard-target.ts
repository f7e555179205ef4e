// Where "Go to Dashboard" leads (SPEC §2.1 dashboard table): the signed-in user's dashboard, or '/' on error
// pages when nobody is signed in or the stored user is unreadable. Read straight from localStorage so the
// error pages work even when the app's providers are what crashed.
import { dashboardPath } from '@/shared/session/dashboard';
import { paths } from '@/shared/routes/paths';

/** The stored user's `user_type`: undefined when there is no readable stored user (signed out). */
export function storedUserType(): string | null | undefined {
  try {
    const raw = window.localStorage.getItem('user');
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return undefined;
    const type = (parsed as { user_type?: unknown }).user_type;
    return typeof type === 'string' ? type : null;
  } catch {
    return undefined;
  }
}

export function errorPageDashboard(): string {
  const type = storedUserType();
  // A stored user without user_type counts as farmer (shared rule); no stored user goes home.
  return type === undefined ? paths.home : dashboardPath(type, { onErrorPage: true });
}
