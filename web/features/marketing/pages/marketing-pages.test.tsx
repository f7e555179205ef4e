import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import { HomePage } from './home-page';
import { LandingPage } from './landing-page';
import { FeaturesPage } from './features-page';
import { PricingPage } from './pricing-page';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { TermsPage } from './terms-page';
import { PrivacyPage } from './privacy-page';
import { CAPABILITIES } from '../data/capabilities';
import { marketingText } from '../i18n';
import { setLanguage } from '@/shared/i18n/runtime';

const renderPage = (Page: ComponentType) =>
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );

describe('marketing pages', () => {
  it.each([
    ['home', HomePage],
    ['landing', LandingPage],
    ['features', FeaturesPage],
    ['pricing', PricingPage],
    ['about', AboutPage],
    ['contact', ContactPage],
    ['terms', TermsPage],
    ['privacy', PrivacyPage],
  ] as const)('%s has exactly one h1', (_name, Page) => {
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('home has Get started → /register and Log in → /login, and the three steps', () => {
    renderPage(HomePage);
    const started = screen.getAllByRole('link', { name: 'Get started' });
    expect(started.every((a) => a.getAttribute('href') === '/register')).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('landing has a single call to action', () => {
    renderPage(LandingPage);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
  });

  it('features marks every capability with its availability', () => {
    renderPage(FeaturesPage);
    for (const c of CAPABILITIES) {
      const section = screen.getByRole('region', { name: new RegExp(marketingText.t(c.title)) });
      const label = c.status === 'available' ? 'Available now' : 'In development';
      expect(within(section).getByText(label)).toBeInTheDocument();
    }
  });

  it('labels follow the one list of areas: what is built is Available now, the rest In development', () => {
    renderPage(FeaturesPage);
    const badgeOf = (title: string) =>
      within(screen.getByRole('region', { name: new RegExp(`^${title}`) })).getByText(
        /^(Available now|In development)$/,
      ).textContent;
    for (const title of [
      'Accounts with verification',
      'Personal settings',
      'Farms',
      'Stock ledger',
      'Storage locations',
      'Suppliers',
      'Notifications everywhere',
      'Browser extension',
      'Embeddable widgets',
      'Swahili interface',
      'Staff, roles and permissions',
      'Crops',
      'Tasks',
      'Finances',
    ])
      expect([title, badgeOf(title)]).toEqual([title, 'Available now']);
    for (const title of ['Reports']) expect([title, badgeOf(title)]).toEqual([title, 'In development']);
  });

  it('the features page and the home page say what works today in a sentence written from the same list', () => {
    const sentence =
      'Available now: accounts, settings, the app in Kiswahili, farms, the stock ledger, storage locations, ' +
      'suppliers, notifications, the browser extension, embeddable widgets, staff and teams, organizations ' +
      'that farms share figures with, crops and tasks, finances and sales and platform administration. In ' +
      'development: reports.';
    renderPage(FeaturesPage);
    expect(screen.getByText(sentence)).toBeInTheDocument();
    cleanup();
    renderPage(HomePage);
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Farm set-up, stock and sales are in development');
  });

  it('pricing says payment is not live and invents no prices', () => {
    renderPage(PricingPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Free while in early access' })).toBeInTheDocument();
    expect(screen.getByText(/Payment integration is not live yet/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/KES\s?\d|\d+\s?\/\s?(month|mo)/i);
  });

  it.each([
    ['terms', TermsPage],
    ['privacy', PrivacyPage],
  ] as const)('%s is marked as a draft pending legal review', (_n, Page) => {
    renderPage(Page);
    expect(screen.getByRole('note')).toHaveTextContent(/pending legal review/);
  });

  it('privacy lists the local storage entries the app keeps', () => {
    renderPage(PrivacyPage);
    const text = document.body.textContent ?? '';
    for (const key of ['token', 'user', 'theme', 'sound', 'walkthrough_seen']) expect(text).toContain(key);
  });

  describe('in Kiswahili', () => {
    afterEach(() => setLanguage('en'));

    it('home shows the capabilities, steps and calls to action from the catalogues in Kiswahili', async () => {
      await setLanguage('sw');
      renderPage(HomePage);
      expect(screen.getByRole('heading', { name: 'Daftari la bidhaa' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Fungua akaunti yako' })).toBeInTheDocument();
      expect(screen.getAllByText('Inatengenezwa').length).toBeGreaterThan(0);
      expect(screen.getAllByRole('link', { name: 'Anza sasa' })[0]).toHaveAttribute('href', '/register');
      expect(screen.queryByText('Stock ledger')).not.toBeInTheDocument();
    });

    it('pricing, features and the legal pages read their data modules in Kiswahili', async () => {
      await setLanguage('sw');
      renderPage(PricingPage);
      expect(screen.getByRole('heading', { name: 'Ufikiaji wa mapema' })).toBeInTheDocument();
      expect(screen.getAllByText('Bei itatangazwa')).toHaveLength(2);
      renderPage(FeaturesPage);
      expect(screen.getByText('Ankara za kuchapisha kwa wanunuzi.')).toBeInTheDocument();
      renderPage(PrivacyPage);
      expect(screen.getByRole('heading', { level: 1, name: 'Sera ya faragha' })).toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent(/kukaguliwa kisheria/);
    });
  });
});
