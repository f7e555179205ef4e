// docs/product/extension.md polling fallback on chrome.alarms: the worker may be stopped between polls, an alarm wakes it.
// Alarms fire at most every 30 s, and are re-created whenever the worker starts (STACK.md).
import { browser } from 'wxt/browser';
import { pollInterval, type ConnectionState } from '@/shared/notifications/rules';

export const POLL_ALARM = 'shamba-notification-poll';
const MIN_ALARM_MINUTES = 0.5;

export function pollMinutes(state: ConnectionState): number {
  return Math.max(MIN_ALARM_MINUTES, pollInterval(state) / 60_000);
}

/** (Re)creates the alarm for this connection state; an alarm already on that period is left running. */
export async function schedulePoll(state: ConnectionState): Promise<void> {
  const minutes = pollMinutes(state);
  const existing = await browser.alarms.get(POLL_ALARM);
  if (existing?.periodInMinutes === minutes) return;
  await browser.alarms.create(POLL_ALARM, { delayInMinutes: minutes, periodInMinutes: minutes });
}

export async function stopPolling(): Promise<void> {
  await browser.alarms.clear(POLL_ALARM);
}
