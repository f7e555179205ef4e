// A public page's text as the administrators published it (docs/product/content.md), or its built-in text.
import type { ReactNode } from 'react';
import type { ContentPage } from '@/shared/contracts/platform-enums';
import { MarkdownHtml } from '@/web/lib/markdown-html';
import { usePublishedFaq, usePublishedPage } from '../data/published-content';

export function PublishedPage({ slug, children }: { slug: ContentPage; children: ReactNode }) {
  const published = usePublishedPage(slug);
  if (!published) return <>{children}</>;
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="mb-6 text-3xl font-bold sm:text-4xl">{published.title}</h1>
      <MarkdownHtml html={published.html} className="text-lg leading-relaxed text-base-content/85" />
    </article>
  );
}

/** The published FAQ entries as disclosures, or the built-in questions when none is published. */
export function PublishedFaq({ children }: { children: ReactNode }) {
  const entries = usePublishedFaq();
  if (!entries) return <>{children}</>;
  return (
    <div className="space-y-3">
      {entries.map((entry) => (
        <details key={entry.id} className="collapse-arrow collapse border border-base-300 bg-base-100">
          <summary className="collapse-title font-semibold">{entry.title}</summary>
          <MarkdownHtml html={entry.html} className="collapse-content text-base-content/80" />
        </details>
      ))}
    </div>
  );
}
