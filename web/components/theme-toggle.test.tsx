import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentInitialTheme, resetThemeForTests } from '@/web/app/theme';
import { ThemeToggle } from './theme-toggle';

const root = document.documentElement;

function prefersDark(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('ThemeToggle (docs/product/web-app.md Theme: the dark class on the page root)', () => {
  beforeEach(() => {
    resetThemeForTests();
    root.classList.remove('dark');
    root.removeAttribute('data-theme');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('switches to dark and back, storing the choice and toggling the class', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Toggle dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(root).toHaveClass('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(root).not.toHaveClass('dark');
    expect(root).toHaveAttribute('data-theme', 'light');
  });

  it('starts dark when dark was stored, and the next click stores light', async () => {
    localStorage.setItem('theme', 'dark');
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Toggle dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup({ delay: null }).click(toggle);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('follows the system preference only while nothing is stored', () => {
    prefersDark(true);
    expect(currentInitialTheme()).toBe('dark');
    localStorage.setItem('theme', 'light');
    expect(currentInitialTheme()).toBe('light');
    prefersDark(false);
    localStorage.removeItem('theme');
    expect(currentInitialTheme()).toBe('light');
  });
});
