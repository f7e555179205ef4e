// Sign-in and sign-out of the extension. The session is the web app's pair (docs/product/extension.md: token and
// user) in extension storage; every page and the worker watch it.
import { login, logout } from '@/shared/api/auth';
import type { ApiClient } from '@/shared/api/client';
import { UserSchema, type User } from '@/shared/contracts/user';
import {
  EMPTY_STORED_INBOX,
  inboxItem,
  listCacheItem,
  sessionStorage,
  overdueTasksItem,
  signOutNoticeItem,
  stockQueueItem,
  taskQueueItem,
} from './storage-items';

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Sign in again to see your farm.';

export interface ExtensionSession {
  token: string;
  user: User;
}

export async function readSession(): Promise<ExtensionSession | null> {
  const [token, userText] = await Promise.all([
    sessionStorage.getItem('token'),
    sessionStorage.getItem('user'),
  ]);
  if (!token || !userText) return null;
  try {
    const user = UserSchema.safeParse(JSON.parse(userText));
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}

export async function signIn(api: ApiClient, email: string, password: string): Promise<ExtensionSession> {
  const answer = await login(api, { email, password });
  await signOutNoticeItem.setValue(null);
  await sessionStorage.setItem('user', JSON.stringify(answer.user));
  await sessionStorage.setItem('token', answer.access_token);
  return { token: answer.access_token, user: answer.user };
}

/** Clears the session and what it showed; docs/product/extension.md: logout clears both even if the server call fails. */
export async function endSession(notice: string | null = null): Promise<void> {
  await Promise.all([
    sessionStorage.removeItem('token'),
    sessionStorage.removeItem('user'),
    inboxItem.setValue(EMPTY_STORED_INBOX),
    listCacheItem.setValue({}),
    stockQueueItem.setValue([]),
    taskQueueItem.setValue([]),
    overdueTasksItem.setValue(null),
    signOutNoticeItem.setValue(notice),
  ]);
}

export async function signOut(api: ApiClient): Promise<void> {
  try {
    await logout(api);
  } catch {
    // docs/product/extension.md: the session ends here whatever the server said.
  }
  await endSession();
}
