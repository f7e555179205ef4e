import type { ComponentType, ReactNode } from 'react';

interface InfoCardProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function InfoCard({ icon: Icon, title, children, footer }: InfoCardProps) {
  return (
    <article className="card border border-base-300 bg-base-100">
      <div className="card-body gap-2 p-5">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon className="h-4 w-4" aria-hidden={true} />
          </span>
          {title}
        </h2>
        <div className="text-sm text-base-content/80">{children}</div>
        {footer && <div className="card-actions mt-1">{footer}</div>}
      </div>
    </article>
  );
}
