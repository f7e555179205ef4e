import { Link } from 'react-router-dom';
import Check from 'lucide-react/icons/check';
import clsx from 'clsx';
import { paths } from '@/shared/routes/paths';
import { PLANS, PRICING_FAQ } from '../data/plans';
import { SectionHeading } from '../components/section-heading';
import { marketingPagesText } from './i18n';

/** docs/product/web-app.md /pricing. No invented prices: payment is not live, so plans say so (docs/decisions/002). */
export function PricingPage() {
  return (
    <div className="px-4 py-16">
      <SectionHeading
        level={1}
        eyebrow={marketingPagesText.t('pricingEyebrow')}
        title={marketingPagesText.t('freeWhileInEarlyAccess2')}
      >
        <p>{marketingPagesText.t('paymentIntegrationIsNotLive')}</p>
      </SectionHeading>
      <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.id}
            className={clsx(
              'card border bg-base-100 shadow-sm',
              plan.highlighted ? 'border-primary ring-2 ring-primary' : 'border-base-300',
            )}
          >
            <div className="card-body">
              <h2 className="card-title text-2xl">{marketingPagesText.t(plan.name)}</h2>
              <p className="text-lg font-semibold text-primary">{marketingPagesText.t(plan.price)}</p>
              <p className="text-sm text-base-content/75">{marketingPagesText.t(plan.audience)}</p>
              <ul className="my-4 flex-1 space-y-2 text-sm">
                {plan.points.map((p) => (
                  <li key={p} className="flex gap-2">
                    <Check aria-hidden="true" className="size-4 shrink-0 translate-y-0.5 text-primary" />
                    {marketingPagesText.t(p)}
                  </li>
                ))}
              </ul>
              <Link
                to={plan.cta.to === 'register' ? paths.register : paths.contact}
                className={clsx('btn', plan.highlighted ? 'btn-primary' : 'btn-outline')}
              >
                {marketingPagesText.t(plan.cta.label)}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <section aria-labelledby="faq-title" className="mx-auto mt-16 max-w-3xl">
        <h2 id="faq-title" className="mb-6 text-center text-2xl font-bold">
          {marketingPagesText.t('questionsAboutPaying')}
        </h2>
        <div className="space-y-3">
          {PRICING_FAQ.map(({ q, a }) => (
            <details key={q} className="collapse-arrow collapse border border-base-300 bg-base-100">
              <summary className="collapse-title font-semibold">{marketingPagesText.t(q)}</summary>
              <p className="collapse-content text-base-content/80">{marketingPagesText.t(a)}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
