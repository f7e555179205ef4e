import type { ReactNode } from 'react';

type Props = { id?: string; eyebrow?: string; title: string; children?: ReactNode; level?: 1 | 2 };

/** Consistent heading block for marketing sections; `level` keeps one h1 per page. */
export function SectionHeading({ id, eyebrow, title, children, level = 2 }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      {eyebrow && (
        <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      )}
      <Heading id={id} className={level === 1 ? 'text-4xl font-bold sm:text-5xl' : 'text-3xl font-bold'}>
        {title}
      </Heading>
      {children && <div className="mt-4 text-lg text-base-content/75">{children}</div>}
    </div>
  );
}
