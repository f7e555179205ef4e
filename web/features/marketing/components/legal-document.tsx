import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { LEGAL_DRAFT_NOTE, type LegalDocument as Doc } from '../data/legal';
import { marketingText } from '@/web/features/marketing/i18n';

/** Renders terms or privacy text with a table of contents; the draft note is always shown (brief: pending review). */
export function LegalDocument({ doc }: { doc: Doc }) {
  const anchor = (i: number) => `section-${i + 1}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header className="mb-8">
        <h1 className="text-4xl font-bold">{doc.title}</h1>
        <p className="mt-3 text-lg text-base-content/75">{doc.summary}</p>
        <p className="mt-2 text-sm text-base-content/60">
          {marketingText.t('lastUpdated')} <time dateTime={doc.updated}>{doc.updated}</time>
        </p>
        <p role="note" className="alert alert-warning alert-soft mt-4 text-sm">
          {LEGAL_DRAFT_NOTE}
        </p>
      </header>
      <nav aria-label={marketingText.t('contents')} className="mb-10 rounded-box bg-base-200 p-4">
        <h2 className="mb-2 font-semibold">{marketingText.t('contents')}</h2>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {doc.sections.map((s, i) => (
            <li key={s.heading}>
              <a className="link link-hover" href={`#${anchor(i)}`}>
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.heading} aria-labelledby={anchor(i)} className="mb-8 scroll-mt-24">
          <h2 id={anchor(i)} className="mb-3 text-2xl font-semibold">
            {i + 1}. {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mb-3 leading-relaxed text-base-content/85">
              {p}
            </p>
          ))}
        </section>
      ))}
      <p className="text-sm text-base-content/70">
        {marketingText.t('questions')}{' '}
        <Link className="link link-primary" to={paths.contact}>
          {marketingText.t('contactUs')}
        </Link>
        .
      </p>
    </article>
  );
}
