import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { LEGAL_DRAFT_NOTE, type LegalDocument as Doc } from '../data/legal';
import { legalText } from '../legal/i18n';

/** Renders terms or privacy text with a table of contents; the draft note is always shown (brief: pending review). */
export function LegalDocument({ doc }: { doc: Doc }) {
  const anchor = (i: number) => `section-${i + 1}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header className="mb-8">
        <h1 className="text-4xl font-bold">{legalText.t(doc.title)}</h1>
        <p className="mt-3 text-lg text-base-content/75">{legalText.t(doc.summary)}</p>
        <p className="mt-2 text-sm text-base-content/60">
          {legalText.t('lastUpdated')} <time dateTime={doc.updated}>{doc.updated}</time>
        </p>
        <p role="note" className="alert alert-warning alert-soft mt-4 text-sm">
          {legalText.t(LEGAL_DRAFT_NOTE)}
        </p>
      </header>
      <nav aria-label={legalText.t('contents')} className="mb-10 rounded-box bg-base-200 p-4">
        <h2 className="mb-2 font-semibold">{legalText.t('contents')}</h2>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {doc.sections.map((s, i) => (
            <li key={s.heading}>
              <a className="link link-hover" href={`#${anchor(i)}`}>
                {legalText.t(s.heading)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.heading} aria-labelledby={anchor(i)} className="mb-8 scroll-mt-24">
          <h2 id={anchor(i)} className="mb-3 text-2xl font-semibold">
            {i + 1}. {legalText.t(s.heading)}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mb-3 leading-relaxed text-base-content/85">
              {legalText.t(p)}
            </p>
          ))}
        </section>
      ))}
      <p className="text-sm text-base-content/70">
        {legalText.t('questions')}{' '}
        <Link className="link link-primary" to={paths.contact}>
          {legalText.t('contactUs')}
        </Link>
        .
      </p>
    </article>
  );
}
