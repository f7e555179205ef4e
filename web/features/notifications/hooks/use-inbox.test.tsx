// The bell's inbox polls on the docs/product/notifications.md schedule in every state (docs/product/notifications.md), a hidden tab included.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { pollInterval } from '@/shared/notifications/rules';
import { createQueryClient } from '@/web/lib/query-client';
import { inboxAnswer, item } from '../testing/fixtures';
import { useInboxQuery } from './use-inbox';

const holder = vi.hoisted(() => ({ api: null as unknown }));
vi.mock('@/web/lib/api', () => ({ useApi: () => holder.api, api: null }));

const fake = fakeApi(() => inboxAnswer([item('a')]));
holder.api = fake.api;
const inboxCalls = () => fake.calls.filter((c) => c.url === '/api/notifications').length;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  fake.calls.length = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('useInboxQuery', () => {
  it('keeps polling while the tab is hidden, on the schedule of the realtime state', async () => {
    renderHook(() => useInboxQuery('failed'), { wrapper });
    await vi.waitFor(() => expect(inboxCalls()).toBe(1));

    focusManager.setFocused(false); // the tab goes to the background
    await vi.advanceTimersByTimeAsync(pollInterval('failed'));
    await vi.waitFor(() => expect(inboxCalls()).toBe(2));
    await vi.advanceTimersByTimeAsync(pollInterval('failed'));
    await vi.waitFor(() => expect(inboxCalls()).toBe(3));
  });
});
