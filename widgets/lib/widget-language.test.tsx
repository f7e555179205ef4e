// docs/product/widgets.md, Language: an element's `lang`, else the key owner's language from the session, else
// English; numbers and dates in that language's locale; a `lang` changed at run time switches the widget; the
// partner page's own <html lang> is left alone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeItem } from '@/shared/api/inventory.test-helper';
import { getLanguage, setLanguage } from '@/shared/i18n/runtime';
import { installFakeWidgetServer, makeLocation } from '../testing/fake-widget-server';
import { mountWidget } from '../testing/mount';
import { attributeLanguage, languageSettled } from './widget-language';

afterEach(async () => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  await languageSettled();
  await setLanguage('en');
  document.documentElement.removeAttribute('lang');
});

const stock = () => ({
  items: [
    makeItem({
      id: 'dap',
      name: 'DAP Fertilizer',
      quantity: '1250.50',
      unit: 'kg',
      location_id: 'store',
      last_updated: '2026-03-05T09:30:00.000Z',
    }),
  ],
  locations: [makeLocation('store', 'Main store'), makeLocation('cold', 'Cold room', { capacity: '0' })],
});

describe('the widgets’ language', () => {
  it('speaks Kiswahili with lang="sw", numbers and dates in its locale', async () => {
    installFakeWidgetServer(['inventory:read'], stock());
    const { view } = mountWidget('<farm-inventory publishable-key="{key}" lang="sw"></farm-inventory>');
    expect(await view.findByRole('heading', { name: 'Hesabu ya mali · Kilima Farm' })).toBeInTheDocument();
    expect(view.getByRole('table', { name: 'Hesabu ya mali ya shamba' })).toBeInTheDocument();
    // The table's date in sw-KE (the month's Kiswahili name), the frame marked as Kiswahili for screen readers.
    expect(view.getByText('5 Mac 2026')).toBeInTheDocument();
    expect(view.getByRole('heading').closest('[lang]')).toHaveAttribute('lang', 'sw');
    expect(getLanguage()).toBe('sw');
  });

  it('without lang, speaks the key owner’s language from the session', async () => {
    installFakeWidgetServer(['inventory:read'], { ...stock(), language: 'sw' });
    const { view } = mountWidget('<farm-storage-usage publishable-key="{key}"></farm-storage-usage>');
    expect(await view.findByRole('heading', { name: 'Hifadhi ya Kilima Farm' })).toBeInTheDocument();
    expect(await view.findByText('Hakuna uwezo uliowekwa')).toBeInTheDocument();
  });

  it('reads English when neither names another language, and an unknown lang counts as none', async () => {
    installFakeWidgetServer(['inventory:read'], stock());
    const { view } = mountWidget(
      '<farm-storage-usage publishable-key="{key}" lang="fr"></farm-storage-usage>',
    );
    expect(await view.findByRole('heading', { name: 'Storage at Kilima Farm' })).toBeInTheDocument();

    document.body.innerHTML = '';
    installFakeWidgetServer(['inventory:read'], { ...stock(), language: 'sw' });
    const owner = mountWidget(
      '<farm-storage-usage publishable-key="{key}" lang="de-DE"></farm-storage-usage>',
    );
    expect(await owner.view.findByRole('heading', { name: 'Hifadhi ya Kilima Farm' })).toBeInTheDocument();
  });

  it('switches when lang changes at run time, and goes back to the owner’s language without it', async () => {
    installFakeWidgetServer(['notifications:read'], { language: 'sw' });
    const { host, view } = mountWidget(
      '<farm-notification-inbox publishable-key="{key}" lang="en"></farm-notification-inbox>',
    );
    expect(await view.findByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(view.getByRole('tab', { name: 'Unread (0)' })).toBeInTheDocument();

    host.setAttribute('lang', 'sw');
    expect(await view.findByRole('tab', { name: 'Zote' })).toBeInTheDocument();
    expect(view.getByRole('tab', { name: 'Hazijasomwa (0)' })).toBeInTheDocument();
    expect(view.getByText('Bado hakuna arifa.')).toBeInTheDocument();

    host.setAttribute('lang', 'en');
    expect(await view.findByRole('tab', { name: 'All' })).toBeInTheDocument();
    host.removeAttribute('lang');
    expect(await view.findByRole('tab', { name: 'Zote' })).toBeInTheDocument();
  });

  it('gives the widgets’ own messages in their language', async () => {
    installFakeWidgetServer(['inventory:read'], stock());
    const { view } = mountWidget('<farm-storage-usage lang="sw"></farm-storage-usage>');
    expect(await view.findByRole('alert')).toHaveTextContent(
      'Wijeti hii inahitaji sifa ya publishable-key (tengeneza moja katika Shamba: Mipangilio → Funguo za kupachika).',
    );
  });

  it('leaves the partner page’s own <html lang> as it was', async () => {
    document.documentElement.setAttribute('lang', 'fr');
    installFakeWidgetServer(['inventory:read'], stock());
    const { view } = mountWidget(
      '<farm-storage-usage publishable-key="{key}" lang="sw"></farm-storage-usage>',
    );
    expect(await view.findByRole('heading', { name: 'Hifadhi ya Kilima Farm' })).toBeInTheDocument();
    await languageSettled();
    expect(document.documentElement.getAttribute('lang')).toBe('fr');
  });

  it('reads lang as an offered language or none', () => {
    expect(attributeLanguage('sw')).toBe('sw');
    expect(attributeLanguage(' SW-ke ')).toBe('sw');
    expect(attributeLanguage('en')).toBe('en');
    expect(attributeLanguage('fr')).toBeNull();
    expect(attributeLanguage('')).toBeNull();
    expect(attributeLanguage(undefined)).toBeNull();
  });
});
