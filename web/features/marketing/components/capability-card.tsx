import { useText } from '@/shared/i18n/react';
import type { Capability } from '../data/capabilities';
import { marketingText } from '../i18n';
import { AvailabilityBadge } from './availability-badge';

export function CapabilityCard({ capability }: { capability: Capability }) {
  const t = useText(marketingText);
  const { icon: Icon, title, summary, status } = capability;
  return (
    <li className="card border border-base-300 bg-base-100 shadow-sm transition hover:shadow-md">
      <div className="card-body gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <span className="rounded-lg bg-primary/10 p-2 text-primary">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <AvailabilityBadge status={status} />
        </div>
        <h3 className="card-title text-base">{t(title)}</h3>
        <p className="text-sm text-base-content/75">{t(summary)}</p>
      </div>
    </li>
  );
}
