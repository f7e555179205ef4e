// A stored value as React state: a change the watcher reports wins over a first read still on its way, so a
// choice made right after a page opened (a farm in the popup) never snaps back to the old value.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WxtStorageItem } from 'wxt/utils/storage';
import { useStored } from './use-stored';

/** An item whose first read answers only when the test says, and whose watcher the test can fire. */
function slowItem(initial: string) {
  let answerRead: (value: string) => void = () => {};
  let notify: (value: string) => void = () => {};
  const item = {
    fallback: 'fallback',
    getValue: () => new Promise<string>((resolve) => (answerRead = () => resolve(initial))),
    watch: (callback: (value: string) => void) => {
      notify = callback;
      return () => {};
    },
  } as unknown as WxtStorageItem<string, Record<string, unknown>>;
  return { item, answerRead: () => answerRead(initial), change: (value: string) => notify(value) };
}

describe('useStored', () => {
  it('keeps a watched change when the first read answers after it', async () => {
    const slow = slowItem('Kilima Farm');
    const { result } = renderHook(() => useStored(slow.item));
    expect(result.current).toEqual({ value: 'fallback', loaded: false });

    act(() => slow.change('Mlima Farm'));
    expect(result.current).toEqual({ value: 'Mlima Farm', loaded: true });
    await act(async () => slow.answerRead());
    expect(result.current.value).toBe('Mlima Farm');
  });

  it('takes the first read when nothing changed meanwhile', async () => {
    const slow = slowItem('Kilima Farm');
    const { result } = renderHook(() => useStored(slow.item));
    await act(async () => slow.answerRead());
    await waitFor(() => expect(result.current).toEqual({ value: 'Kilima Farm', loaded: true }));
  });
});
