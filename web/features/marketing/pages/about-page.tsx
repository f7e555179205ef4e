import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { SectionHeading } from '../components/section-heading';
import { marketingText } from '@/web/features/marketing/i18n';

// docs/product/web-app.md /about: the mission and the principles the product is built on (docs/architecture.md), stated plainly.
const PRINCIPLES = [
  {
    title: 'Records you can trust',
    text: 'Stock changes are movements in a ledger, never silent edits, so the number on screen matches the store.',
  },
  {
    title: 'Reach farmers where they are',
    text: 'Alerts by SMS for a basic phone, e-mail and push for the office, and live in the app.',
  },
  {
    title: 'Your data stays yours',
    text: 'Ask for a copy whenever you like. We do not sell it or use it for advertising.',
  },
  {
    title: 'Honest about what is ready',
    text: 'Every feature says whether it is available now or in development. We never show invented figures.',
  },
] as const;

export function AboutPage() {
  return (
    <div className="px-4 py-16">
      <SectionHeading level={1} eyebrow="About Shamba" title={marketingText.t('goodRecordsForEveryFarm')}>
        <p>
          <em lang="sw">{marketingText.t('shamba')}</em> {marketingText.t('isKiswahiliForFarmWe')}
        </p>
      </SectionHeading>
      <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-base-content/85">
        <h2 className="text-2xl font-bold text-base-content">{marketingText.t('ourMission')}</h2>
        <p>{marketingText.t('tooMuchOfAFarm')}</p>
        <p>{marketingText.t('thatMeansSoftwareThatWorks')}</p>
      </div>
      <ul className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-2">
        {PRINCIPLES.map((p) => (
          <li key={p.title} className="rounded-box border border-base-300 bg-base-100 p-6">
            <h3 className="text-lg font-semibold">{p.title}</h3>
            <p className="mt-2 text-base-content/75">{p.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-12 text-center">
        <Link to={paths.contact} className="btn btn-primary">
          {marketingText.t('getInTouch')}
        </Link>
      </p>
    </div>
  );
}
