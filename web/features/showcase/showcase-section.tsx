import type { ReactNode } from 'react';

/** One titled block of the showcase, linkable by id. */
export function ShowcaseSection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-box bg-base-100 p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {text && <p className="mt-1 text-sm text-base-content/70">{text}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
