import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN_MENU, FARMER_MENU } from '@/shared/session/menus';
import { Sidebar } from './sidebar';

function renderSidebar({
  path = '/farmer/dashboard',
  isMobile = false,
  open = false,
  onClose = () => {},
  menu = FARMER_MENU,
} = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar entries={menu} isMobile={isMobile} open={open} onClose={onClose} />
    </MemoryRouter>,
  );
}

const section = (name: string) => screen.getByRole('button', { name });

describe('Sidebar (docs/product/web-app.md)', { timeout: 15_000 }, () => {
  it('opens one submenu at a time and closes it on a second click', () => {
    renderSidebar();
    // Looked up once: role queries are slow on a shared CI machine, and the buttons stay the same nodes.
    const finance = section('Finance');
    const inventory = section('Inventory');
    const panel = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(panel(finance)).not.toBeVisible();

    fireEvent.click(finance);
    expect(finance).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel(finance)).getByText('Transactions')).toBeVisible();

    fireEvent.click(inventory);
    expect(inventory).toHaveAttribute('aria-expanded', 'true');
    expect(finance).toHaveAttribute('aria-expanded', 'false');
    expect(panel(finance)).not.toBeVisible();
    expect(within(panel(inventory)).getByText('Storage Locations')).toBeVisible();

    fireEvent.click(inventory);
    expect(inventory).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelectorAll('[aria-expanded="true"]')).toHaveLength(0);
  });

  it('opens the section of the page shown and marks its link as current', () => {
    renderSidebar({ path: '/farmer/finances/transactions' });
    expect(section('Finance')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('carries the tour targets (docs/product/web-app.md) and the help button', () => {
    const { container } = renderSidebar();
    for (const target of [
      'navigation',
      'dashboard',
      'farm-management',
      'finance',
      'inventory',
      'task-management',
      'reports',
      'user-management',
      'settings',
      'help',
    ]) {
      expect(container.querySelector(`[data-tour="${target}"]`), target).not.toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Start the guided tour' })).toBeInTheDocument();
    expect(screen.getByText(/Version 1\.0\.0/)).toBeInTheDocument();
  });

  it('shows the admin menu set for a superadmin menu', () => {
    renderSidebar({ menu: ADMIN_MENU, path: '/admin/dashboard' });
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('button', { name: 'AI Management' })).toBeInTheDocument();
  });

  it('as a drawer on small screens: a close button, and choosing a link closes it', () => {
    const onClose = vi.fn();
    renderSidebar({ isMobile: true, open: true, onClose });
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is out of reach while the drawer is closed on small screens', () => {
    renderSidebar({ isMobile: true, open: false });
    expect(screen.getByRole('complementary', { hidden: true })).toHaveAttribute('inert');
  });
});
