import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { SectionHeading } from '../components/section-heading';
import { marketingPagesText, type MarketingPagesTextKey } from './i18n';
import { PublishedPage } from '../components/published-page';
import type { ContentPage } from '@/shared/contracts/platform-enums';

// The page's slug in the published content (docs/product/content.md).
const PAGE: ContentPage = 'about';

// docs/product/web-app.md /about: the mission and the principles the product is built on (docs/architecture.md), stated plainly.
const PRINCIPLES: readonly { title: MarketingPagesTextKey; text: MarketingPagesTextKey }[] = [
  { title: 'principleTrustTitle', text: 'principleTrustText' },
  { title: 'principleReachTitle', text: 'principleReachText' },
  { title: 'principleDataTitle', text: 'principleDataText' },
  { title: 'principleHonestTitle', text: 'principleHonestText' },
];

export function AboutPage() {
  return (
    <PublishedPage slug={PAGE}>
      <div className="px-4 py-16">
        <SectionHeading
          level={1}
          eyebrow={marketingPagesText.t('aboutEyebrow')}
          title={marketingPagesText.t('goodRecordsForEveryFarm')}
        >
          <p>
            <em lang="sw">{marketingPagesText.t('shamba')}</em> {marketingPagesText.t('isKiswahiliForFarmWe')}
          </p>
        </SectionHeading>
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-base-content/85">
          <h2 className="text-2xl font-bold text-base-content">{marketingPagesText.t('ourMission')}</h2>
          <p>{marketingPagesText.t('tooMuchOfAFarm')}</p>
          <p>{marketingPagesText.t('thatMeansSoftwareThatWorks')}</p>
        </div>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-2">
          {PRINCIPLES.map((p) => (
            <li key={p.title} className="rounded-box border border-base-300 bg-base-100 p-6">
              <h3 className="text-lg font-semibold">{marketingPagesText.t(p.title)}</h3>
              <p className="mt-2 text-base-content/75">{marketingPagesText.t(p.text)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-12 text-center">
          <Link to={paths.contact} className="btn btn-primary">
            {marketingPagesText.t('getInTouch')}
          </Link>
        </p>
      </div>
    </PublishedPage>
  );
}
