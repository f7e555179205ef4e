// Puts a signed-in session for the fake server into extension storage, as the popup's sign-in leaves it.
import { serverUrlItem, sessionStorage } from '../storage-items';
import { user } from './fixtures';

export async function signedInTo(serverUrl: string, token = 'token-1') {
  await serverUrlItem.setValue(serverUrl);
  await sessionStorage.setItem('user', JSON.stringify(user));
  await sessionStorage.setItem('token', token);
}
