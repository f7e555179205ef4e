import { Link } from 'react-router-dom';
import CircleCheck from 'lucide-react/icons/circle-check';
import { paths } from '@/shared/routes/paths';
import { CAPABILITIES } from '../data/capabilities';
import { AvailabilityBadge } from '../components/availability-badge';
import { marketingText } from '@/web/features/marketing/i18n';

// The focused variant (docs/product/web-app.md /landing): one message, one call to action, for campaign links.
const HIGHLIGHTS = ['stock-ledger', 'notifications', 'sales', 'staff'] as const;

export function LandingPage() {
  const items = CAPABILITIES.filter((c) => (HIGHLIGHTS as readonly string[]).includes(c.id));
  return (
    <section className="bg-linear-to-b from-primary/10 to-base-100 px-4 py-20">
      <div className="mx-auto max-w-3xl text-center">
        <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
          {marketingText.t('shambaEarlyAccess')}
        </p>
        <h1 className="text-4xl leading-tight font-bold sm:text-5xl">
          {marketingText.t('stopLosingTrackOfSeed')}
        </h1>
        <p className="mt-5 text-lg text-base-content/80">{marketingText.t('shambaRecordsEveryBagIn')}</p>
        <Link to={paths.register} className="btn btn-primary btn-lg mt-8">
          {marketingText.t('getStarted')}
        </Link>
        <ul className="mx-auto mt-12 grid max-w-2xl gap-3 text-left sm:grid-cols-2">
          {items.map((c) => (
            <li key={c.id} className="flex items-start gap-3 rounded-box bg-base-100 p-4 shadow-sm">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="flex-1">
                <span className="block font-semibold">{marketingText.t(c.title)}</span>
                <span className="mt-1 block">
                  <AvailabilityBadge status={c.status} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
