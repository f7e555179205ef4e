// docs/product/notifications.md Sound preferences, saved locally as notification_sound_preferences; docs/product/notifications.md slider 0–1 step 0.01.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SoundPreferencesCard } from './sound-preferences-card';

const stored = () => JSON.parse(localStorage.getItem('notification_sound_preferences') ?? 'null') as unknown;
const played: number[] = [];

beforeEach(() => {
  played.length = 0;
  vi.stubGlobal(
    'Audio',
    class {
      volume = 1;
      play() {
        played.push(this.volume);
        return Promise.resolve();
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('SoundPreferencesCard', () => {
  it('starts enabled at 70 % with a 0–1 slider in steps of 0.01', () => {
    render(<SoundPreferencesCard />);
    expect(screen.getByRole('checkbox', { name: 'Play a sound for new notifications' })).toBeChecked();
    const slider = screen.getByRole('slider', { name: /Volume/ });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '1');
    expect(slider).toHaveAttribute('step', '0.01');
    expect(slider).toHaveValue('0.7');
    expect(screen.getByText('70%')).toBeInTheDocument();
  });

  it('stores the volume and the switch, and reads them back after a reload', async () => {
    const first = render(<SoundPreferencesCard />);
    fireEvent.change(screen.getByRole('slider', { name: /Volume/ }), { target: { value: '0.42' } });
    expect(stored()).toEqual({ enabled: true, volume: 0.42 });
    await userEvent.click(screen.getByRole('button', { name: 'Play test sound' }));
    expect(played).toEqual([0.42]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Play a sound for new notifications' }));
    expect(stored()).toEqual({ enabled: false, volume: 0.42 });
    first.unmount();

    render(<SoundPreferencesCard />);
    expect(screen.getByRole('checkbox', { name: 'Play a sound for new notifications' })).not.toBeChecked();
    expect(screen.getByRole('slider', { name: /Volume/ })).toHaveValue('0.42');
    expect(screen.getByRole('button', { name: 'Play test sound' })).toBeDisabled();
  });
});
