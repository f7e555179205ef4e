// Settings → Regional → Language: Kiswahili reaches the sidebar menu, the breadcrumbs and the dashboard, texts
// that live outside JSX (menu data, quick actions, the welcome title) included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@/shared/i18n/runtime';
import { ADMIN_MENU, FARMER_MENU } from '@/shared/session/menus';
import { FarmerDashboard } from '@/web/features/dashboards/farmer-dashboard';
import { renderWithProviders, storeSession } from '@/web/testing/render';
import { Breadcrumbs } from './breadcrumbs';
import { Sidebar } from './sidebar';

beforeAll(async () => {
  await setLanguage('sw');
});
afterAll(async () => {
  await setLanguage('en');
});

describe('the signed-in shell in Kiswahili', { timeout: 15_000 }, () => {
  it('names every sidebar section and link in Kiswahili', () => {
    render(
      <MemoryRouter initialEntries={['/farmer/finances/transactions']}>
        <Sidebar entries={FARMER_MENU} isMobile={false} open={false} onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Dashibodi' })).toHaveAttribute('href', '/farmer/dashboard');
    const finance = screen.getByRole('button', { name: 'Fedha' });
    expect(finance).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Miamala' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Hesabu ya Mali' }));
    expect(screen.getByRole('link', { name: 'Maeneo ya Kuhifadhi' })).toBeVisible();
    for (const name of ['Usimamizi wa Shamba', 'Usimamizi wa Kazi', 'Ripoti', 'Mipangilio']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Anza ziara ya mwongozo' })).toBeInTheDocument();
    expect(screen.queryByText('Finance')).not.toBeInTheDocument();
    expect(screen.queryByText('Transactions')).not.toBeInTheDocument();
  });

  it('names the admin menu in Kiswahili', () => {
    render(
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <Sidebar entries={ADMIN_MENU} isMobile={false} open={false} onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Muhtasari' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Wakulima' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usimamizi wa Akili Bandia' })).toBeInTheDocument();
  });

  it('reads the breadcrumbs in Kiswahili', () => {
    render(
      <MemoryRouter initialEntries={['/farmer/inventory/storage-locations/l1']}>
        <Breadcrumbs isMobile={false} />
      </MemoryRouter>,
    );
    const trail = within(screen.getByRole('navigation', { name: 'Njia ya ukurasa' }));
    expect(trail.getByRole('link', { name: 'Mwanzo' })).toHaveAttribute('href', '/farmer/dashboard');
    expect(trail.getByRole('link', { name: 'Hesabu ya Mali' })).toBeInTheDocument();
    expect(trail.getByRole('link', { name: 'Maeneo ya Kuhifadhi' })).toBeInTheDocument();
    expect(trail.getByText('Maelezo')).toHaveAttribute('aria-current', 'page');
  });

  it('titles the farmer dashboard and its quick actions in Kiswahili', async () => {
    storeSession({ name: 'Amina Wekesa', phone_number: null });
    renderWithProviders(<FarmerDashboard farm={null} />, { initialEntries: ['/farmer/dashboard'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Karibu, Amina Wekesa' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^(Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi|Jumapili)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vitendo vya haraka' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hariri wasifu wako/ })).toHaveAttribute(
      'href',
      '/farmer/settings/profile',
    );
    expect(screen.getByRole('link', { name: 'Sajili shamba lako' })).toBeInTheDocument();
    expect(screen.getByText('imethibitishwa')).toBeInTheDocument();
    expect(screen.getByText('Hakuna nambari ya simu kwenye akaunti yako.')).toBeInTheDocument();
    expect(screen.getByText('Mkulima')).toBeInTheDocument();
    expect(document.title).toBe('Dashibodi · Shamba');
  });
});
