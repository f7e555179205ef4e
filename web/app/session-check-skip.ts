import { sessionCheckedAtom } from '@/web/lib/session-flags';
import { appStore } from '@/web/lib/store';

/** The start-up check could not run: the guards decide with the stored session instead of waiting forever. */
export function skipSessionCheck() {
  appStore.set(sessionCheckedAtom, true);
}
