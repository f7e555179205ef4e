import { useState } from 'react';
import { Link } from 'react-router-dom';
import Check from 'lucide-react/icons/check';
import clsx from 'clsx';
import type { PublicPackage } from '@/shared/contracts/packages';
import { BILLING_INTERVALS, PACKAGE_LIMITS, type BillingInterval } from '@/shared/contracts/platform-enums';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { packagesText } from '@/web/components/package-texts/i18n';
import { useSession } from '@/web/lib/session';
import {
  PLANS,
  PRICING_FAQ,
  displayPrice,
  firstInterval,
  isFreePackage,
  usePricingPackages,
} from '../data/plans';
import { PublishedFaq } from '../components/published-page';
import { SectionHeading } from '../components/section-heading';
import { marketingPagesText } from './i18n';

/**
 * docs/product/web-app.md /pricing: the packages the administrator offers (docs/product/packages.md), each with
 * its price for the chosen interval, limits and features. With none offered, Shamba is free and the page says so.
 */
export function PricingPage() {
  const pricing = usePricingPackages();
  const offered = pricing.status === 'ready' && pricing.packages.length > 0 ? pricing.packages : null;
  return (
    <div className="px-4 py-16">
      {offered ? <PackagePlans packages={offered} /> : <FreeWhileNoPackage />}
      <section aria-labelledby="faq-title" className="mx-auto mt-16 max-w-3xl">
        <h2 id="faq-title" className="mb-6 text-center text-2xl font-bold">
          {marketingPagesText.t('questionsAboutPaying')}
        </h2>
        <PublishedFaq>
          <div className="space-y-3">
            {PRICING_FAQ.map(({ q, a }) => (
              <details key={q} className="collapse-arrow collapse border border-base-300 bg-base-100">
                <summary className="collapse-title font-semibold">{marketingPagesText.t(q)}</summary>
                <p className="collapse-content text-base-content/80">{marketingPagesText.t(a)}</p>
              </details>
            ))}
          </div>
        </PublishedFaq>
      </section>
    </div>
  );
}

function PackagePlans({ packages }: { packages: PublicPackage[] }) {
  const t = packagesText.t;
  const { user } = useSession();
  const [interval, setInterval] = useState<BillingInterval>(() => firstInterval(packages));
  const target = user ? paths.farmer.settings('subscription') : paths.register;
  return (
    <>
      <SectionHeading level={1} eyebrow={t('pricingEyebrow')} title={t('pricingTitle')}>
        <p>{t('pricingIntro')}</p>
      </SectionHeading>
      <div role="group" aria-label={t('interval')} className="join mx-auto mb-8 flex justify-center">
        {BILLING_INTERVALS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={interval === value}
            className={clsx('btn join-item btn-sm', interval === value ? 'btn-primary' : 'btn-outline')}
            onClick={() => setInterval(value)}
          >
            {value === 'month' ? t('billMonthly') : t('billYearly')}
          </button>
        ))}
      </div>
      <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
        {packages.map((pkg, index) => {
          const price = displayPrice(pkg, interval);
          const highlighted = packages.length > 1 && index === 1;
          return (
            <li
              key={pkg.id}
              className={clsx(
                'card border bg-base-100 shadow-sm',
                highlighted ? 'border-primary ring-2 ring-primary' : 'border-base-300',
              )}
            >
              <div className="card-body">
                <h2 className="card-title text-2xl">{pkg.name}</h2>
                <p className="text-lg font-semibold text-primary">
                  {isFreePackage(pkg)
                    ? t('free')
                    : price
                      ? `${formatMoney(price.amount_minor, price.currency)} ${interval === 'month' ? t('perMonth') : t('perYear')}`
                      : interval === 'month'
                        ? t('notOfferedMonthly')
                        : t('notOfferedYearly')}
                </p>
                {pkg.description && <p className="text-sm text-base-content/75">{pkg.description}</p>}
                <ul className="my-4 flex-1 space-y-2 text-sm">
                  {PACKAGE_LIMITS.map((limit) => (
                    <li key={limit} className="flex gap-2">
                      <Check aria-hidden="true" className="size-4 shrink-0 translate-y-0.5 text-primary" />
                      {t('limitLine', {
                        limit: t(`limit_${limit}`),
                        value: pkg.limits[limit] === null ? t('unlimited') : String(pkg.limits[limit]),
                      })}
                    </li>
                  ))}
                  {pkg.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="size-4 shrink-0 translate-y-0.5 text-primary" />
                      {t(`feature_${feature}`)}
                    </li>
                  ))}
                </ul>
                <Link to={target} className={clsx('btn', highlighted ? 'btn-primary' : 'btn-outline')}>
                  {pkg.trial_days > 0
                    ? t('startTrial', { count: pkg.trial_days })
                    : t('choosePackage', { name: pkg.name })}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** No package offered: Shamba is free, as the page has always said (docs/decisions/002). */
function FreeWhileNoPackage() {
  return (
    <>
      <SectionHeading
        level={1}
        eyebrow={marketingPagesText.t('pricingEyebrow')}
        title={marketingPagesText.t('freeWhileInEarlyAccess2')}
      >
        <p>{packagesText.t('pricingFreeBody')}</p>
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
    </>
  );
}
