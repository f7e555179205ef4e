import { fakeBrowser } from '../testing/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { POLL_ALARM, pollMinutes, schedulePoll, stopPolling } from './poll-alarm';

beforeEach(() => fakeBrowser.reset());

describe('the polling alarm (docs/product/extension.md)', () => {
  it.each([
    ['connected', 10],
    ['failed', 2],
    ['init_failed', 1],
    ['connecting', 5],
    ['disconnected', 5],
  ] as const)('polls every %s minutes while %s', async (state, minutes) => {
    expect(pollMinutes(state)).toBe(minutes);
    await schedulePoll(state);
    expect((await fakeBrowser.alarms.get(POLL_ALARM))?.periodInMinutes).toBe(minutes);
  });

  it('moves to the new interval when the connection state changes', async () => {
    await schedulePoll('connecting');
    await schedulePoll('connected');
    expect((await fakeBrowser.alarms.getAll()).map((a) => [a.name, a.periodInMinutes])).toEqual([
      [POLL_ALARM, 10],
    ]);
  });

  it('leaves a running alarm alone when the interval is the same (no reset of its countdown)', async () => {
    await schedulePoll('failed');
    const first = await fakeBrowser.alarms.get(POLL_ALARM);
    await new Promise((r) => setTimeout(r, 5));
    await schedulePoll('failed');
    expect((await fakeBrowser.alarms.get(POLL_ALARM))?.scheduledTime).toBe(first?.scheduledTime);
  });

  it('stops on sign-out', async () => {
    await schedulePoll('connected');
    await stopPolling();
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeUndefined();
  });
});
