// Public pages show the administrators' published text when there is one, else their built-in text
// (docs/product/content.md).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { PublishedFaq, PublishedPage } from './published-page';

const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    ),
  );
afterEach(() => vi.unstubAllGlobals());

describe('PublishedPage', () => {
  it('shows the published title and text instead of the built-in text', async () => {
    answer({
      data: {
        id: 'a',
        slug: 'about',
        title: 'About us',
        html: '<p>We help <strong>farmers</strong>.</p>',
        published_at: '2026-11-01T00:00:00Z',
      },
    });
    renderFeature(<PublishedPage slug="about">{<p>Built-in about text</p>}</PublishedPage>);
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('farmers').tagName).toBe('STRONG');
    expect(screen.queryByText('Built-in about text')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/content/pages/about', expect.anything());
  });

  it('keeps the built-in text when nothing is published or the server is unreachable', async () => {
    answer({ data: null });
    renderFeature(<PublishedPage slug="terms">{<p>Built-in terms</p>}</PublishedPage>);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByText('Built-in terms')).toBeInTheDocument();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderFeature(<PublishedPage slug="privacy">{<p>Built-in privacy</p>}</PublishedPage>);
    expect(await screen.findByText('Built-in privacy')).toBeInTheDocument();
  });
});

describe('PublishedFaq', () => {
  it('lists the published questions, or the built-in ones when there are none', async () => {
    answer({
      data: [
        {
          id: 'f',
          slug: null,
          title: 'Can I pay by M-Pesa?',
          html: '<p>Yes.</p>',
          published_at: '2026-11-01T00:00:00Z',
        },
      ],
    });
    renderFeature(<PublishedFaq>{<p>Built-in FAQ</p>}</PublishedFaq>);
    expect(await screen.findByText('Can I pay by M-Pesa?')).toBeInTheDocument();
    expect(screen.queryByText('Built-in FAQ')).not.toBeInTheDocument();
    answer({ data: [] });
    renderFeature(<PublishedFaq>{<p>Built-in FAQ</p>}</PublishedFaq>);
    expect(await screen.findByText('Built-in FAQ')).toBeInTheDocument();
  });
});
