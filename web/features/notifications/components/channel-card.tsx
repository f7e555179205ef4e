import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '@/shared/ui/badge';

/** One channel's state on the channels page: a name, a status badge, what it means and what to do. */
export function ChannelCard({
  title,
  status,
  variant,
  children,
}: {
  title: string;
  status: string;
  variant: BadgeVariant;
  children?: ReactNode;
}) {
  return (
    <section aria-label={title} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-2 p-4">
        <div className="flex items-center gap-2">
          <h2 className="flex-1 font-semibold">{title}</h2>
          <Badge size="sm" variant={variant}>
            {status}
          </Badge>
        </div>
        <div className="space-y-2 text-sm text-base-content/75">{children}</div>
      </div>
    </section>
  );
}
