// The content editor (docs/product/content.md): the preview follows the Markdown as it is typed, and markup in the
// text shows as text, never as elements.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import type { ContentEntry } from '@/shared/contracts/content';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { ContentEditor } from './content-editor';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const version = {
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  version: 1,
  title: 'About Shamba',
  body_markdown: 'We help farmers.',
  published_at: '2026-11-01T08:00:00.000Z',
  created_by_name: 'Content Editor',
  created_at: '2026-11-01T08:00:00.000Z',
};
const entry: ContentEntry = {
  id: '6f1c2a4e-0000-4000-8000-00000000e001',
  kind: 'page',
  slug: 'about',
  sort_order: 2,
  published: version,
  latest: version,
  updated_at: '2026-11-01T08:00:00.000Z',
};

beforeEach(() => {
  fake = fakeApi(() => ({ data: [version] }));
});

describe('ContentEditor', () => {
  it('previews the Markdown as it is typed', async () => {
    renderFeature(<ContentEditor entry={entry} onDeleted={() => {}} />);
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('We help farmers.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Text \(Markdown\)/), {
      target: { value: '## Our story\n\nWe help **smallholders**.\n\n- maize\n- beans' },
    });
    expect(within(preview).getByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    expect(within(preview).getByText('smallholders').tagName).toBe('STRONG');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['maize', 'beans']);
    expect(await screen.findByText(/v1 · About Shamba/)).toBeInTheDocument();
  });

  it('shows scripts, handlers and javascript: links as harmless text', () => {
    renderFeature(<ContentEditor entry={entry} onDeleted={() => {}} />);
    const preview = screen.getByRole('region', { name: 'Preview' });
    fireEvent.change(screen.getByLabelText(/Text \(Markdown\)/), {
      target: {
        value:
          '<script>window.hacked = 1</script> <img src=x onerror="window.hacked=2"> [go](javascript:alert(1))',
      },
    });
    expect(preview.querySelector('script, img, [onerror]')).toBeNull();
    expect(preview.querySelector('a')).toBeNull();
    expect(preview.textContent).toContain('<script>window.hacked = 1</script>');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
