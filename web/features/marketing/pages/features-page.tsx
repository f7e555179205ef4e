import { CAPABILITIES } from '../data/capabilities';
import { CAPABILITY_DETAILS } from '../data/capability-details';
import { AvailabilityBadge } from '../components/availability-badge';
import { AvailabilitySummary } from '../components/availability-summary';
import { CtaBand } from '../components/cta-band';
import { SectionHeading } from '../components/section-heading';
import { marketingText } from '@/web/features/marketing/i18n';
import { marketingPagesText } from './i18n';
import { PublishedPage } from '../components/published-page';
import type { ContentPage } from '@/shared/contracts/platform-enums';

// The page's slug in the published content (docs/product/content.md).
const PAGE: ContentPage = 'features';

/** docs/product/web-app.md /features: one section per capability, each with its honest availability. */
export function FeaturesPage() {
  return (
    <PublishedPage slug={PAGE}>
      <>
        <div className="px-4 pt-16">
          <SectionHeading
            level={1}
            eyebrow={marketingPagesText.t('featuresEyebrow')}
            title={marketingPagesText.t('everythingAFarmKeepsRecords')}
          >
            <p>
              <AvailabilitySummary />
            </p>
          </SectionHeading>
        </div>
        <nav aria-label={marketingPagesText.t('featuresOnThisPage')} className="mx-auto mb-8 max-w-5xl px-4">
          <ul className="flex flex-wrap justify-center gap-2">
            {CAPABILITIES.map((c) => (
              <li key={c.id}>
                <a href={`#${c.id}`} className="btn btn-sm btn-ghost">
                  {marketingText.t(c.title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mx-auto max-w-5xl space-y-6 px-4 pb-8">
          {CAPABILITIES.map(({ id, title, summary, status, icon: Icon }) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className="scroll-mt-24 rounded-box border border-base-300 bg-base-100 p-6 sm:flex sm:gap-6"
            >
              <span className="mb-4 inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary sm:mb-0">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <div>
                <div className="flex flex-wrap items-center gap-3">
                  <h2 id={`${id}-title`} className="text-xl font-semibold">
                    {marketingText.t(title)}
                  </h2>
                  <AvailabilityBadge status={status} />
                </div>
                <p className="mt-2 text-base-content/80">{marketingText.t(summary)}</p>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-base-content/75">
                  {(CAPABILITY_DETAILS[id] ?? []).map((point) => (
                    <li key={point}>{marketingPagesText.t(point)}</li>
                  ))}
                </ul>
              </div>
            </section>
          ))}
        </div>
        <CtaBand
          title={marketingPagesText.t('tryWhatIsReadyToday')}
          text={marketingPagesText.t('openYourAccountNowNew')}
        />
      </>
    </PublishedPage>
  );
}
