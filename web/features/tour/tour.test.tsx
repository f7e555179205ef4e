import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TourProvider, useTour, WALKTHROUGH_SEEN_KEY } from './tour';

// Every target but "dashboard", so one step has to be skipped (docs/product/web-app.md Tour).
const TARGETS = ['navigation', 'dashboard-overview', 'quick-actions', 'farm-management', 'help'];

function HelpButton() {
  const { start, running } = useTour();
  return (
    <>
      <button type="button" onClick={start}>
        Help
      </button>
      <p>{running ? 'tour running' : 'tour idle'}</p>
      {TARGETS.map((t) => (
        <div key={t} data-tour={t}>
          {t}
        </div>
      ))}
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TourProvider (docs/product/web-app.md Tour)', () => {
  it('sets walkthrough_seen on first load and does not start by itself', async () => {
    render(
      <TourProvider>
        <HelpButton />
      </TourProvider>,
    );
    await waitFor(() => expect(localStorage.getItem(WALKTHROUGH_SEEN_KEY)).toBe('true'));
    expect(screen.getByText('tour idle')).toBeInTheDocument();
    expect(screen.queryByText('Welcome to Shamba')).not.toBeInTheDocument();
  });

  it('starts on start(), shows progress, and Skip closes it and calls onFinish', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onFinish = vi.fn();
    render(
      <TourProvider onFinish={onFinish}>
        <HelpButton />
      </TourProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByText('tour running')).toBeInTheDocument();
    expect(await screen.findByText('Welcome to Shamba', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next (Step 1 of 14)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.getByText('tour idle')).toBeInTheDocument());
    expect(onFinish).toHaveBeenCalledOnce();
    expect(screen.queryByText('Welcome to Shamba')).not.toBeInTheDocument();
  });

  it('moves by one step with Next and Back, and skips a step whose target is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TourProvider>
        <HelpButton />
      </TourProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Next (Step 1 of 14)' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('Navigation panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Welcome to Shamba')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next (Step 1 of 14)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next (Step 2 of 14)' }));
    // Step 3 (dashboard) has no target: joyride gives up after its wait and shows step 4.
    expect(await screen.findByText('Dashboard overview', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next (Step 4 of 14)' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dashboard'));
  });

  it('useTour outside the provider is a harmless no-op', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<HelpButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByText('tour idle')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});
