import { HOW_IT_WORKS } from '../data/steps';
import { AvailabilitySummary } from './availability-summary';
import { SectionHeading } from './section-heading';
import { marketingText } from '@/web/features/marketing/i18n';

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-base-200 px-4 py-16">
      <div className="mx-auto max-w-5xl">
        <SectionHeading
          id="how-title"
          eyebrow={marketingText.t('howItWorks')}
          title={marketingText.t('threeStepsToAFarm')}
        />
        <ol className="grid gap-6 md:grid-cols-3">
          {HOW_IT_WORKS.map((step, i) => (
            <li key={step.title} className="rounded-box bg-base-100 p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-content"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{marketingText.t(step.title)}</h3>
              <p className="mt-2 text-base-content/75">{marketingText.t(step.text)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-center text-sm text-base-content/65">
          <AvailabilitySummary />
        </p>
      </div>
    </section>
  );
}
