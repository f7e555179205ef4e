import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { CapabilityGrid } from '../components/capability-grid';
import { CtaBand } from '../components/cta-band';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { SectionHeading } from '../components/section-heading';
import { PublishedPage } from '../components/published-page';
import type { ContentPage } from '@/shared/contracts/platform-enums';
import { marketingText } from '@/web/features/marketing/i18n';

// The page's slug in the published content (docs/product/content.md).
const PAGE: ContentPage = 'home';

/** Public home (docs/product/web-app.md "/"): body only; the public layout with the top navigation is the shell's. */
export function HomePage() {
  return (
    <>
      <PublishedPage slug={PAGE}>
        <Hero />
        <section aria-labelledby="features-title" className="px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <SectionHeading
              id="features-title"
              eyebrow={marketingText.t('whatShambaDoes')}
              title={marketingText.t('oneRecordForTheWhole')}
            >
              <p>{marketingText.t('eachCapabilitySaysWhetherYou')}</p>
            </SectionHeading>
            <CapabilityGrid />
            <p className="mt-8 text-center">
              <Link to={paths.features} className="link link-primary font-semibold">
                {marketingText.t('seeEveryFeatureInDetail')}
              </Link>
            </p>
          </div>
        </section>
        <HowItWorks />
      </PublishedPage>
      <CtaBand
        title={marketingText.t('startKeepingBetterFarmRecords')}
        text={marketingText.t('createYourFreeEarlyAccess')}
      />
    </>
  );
}
