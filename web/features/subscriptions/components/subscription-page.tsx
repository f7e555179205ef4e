// /farmer/settings/subscription (docs/product/subscriptions.md "For farmers"): the current plan, usage against its
// limits, and the plans to choose from, monthly or yearly. An upgrade opens the payment dialog; a cheaper plan
// waits for the end of the paid period; a free plan starts at once.
import { useState } from 'react';
import { localizeApiMessage } from '@/shared/api/i18n';
import { BILLING_INTERVALS, PACKAGE_LIMITS } from '@/shared/contracts/platform-enums';
import type { MySubscription, OfferedPackage } from '@/shared/contracts/subscriptions';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useCancelSubscription, useChangePackage, useMySubscription } from '../hooks/use-subscriptions';
import { subscriptionsText as text, type SubscriptionsTextKey } from '../i18n';
import { isFree, longDate, money, priceOf } from './format';
import { PayDialog } from './pay-dialog';

export function SubscriptionPage() {
  useDocumentTitle(text.t('subscriptionTitle'));
  const mine = useMySubscription();
  if (mine.isPending) return <LoadingState label={text.t('loading')} />;
  if (mine.isError) {
    return (
      <ErrorState message={localizeApiMessage(mine.error.message)} onRetry={() => void mine.refetch()} />
    );
  }
  return (
    <div className="space-y-6">
      <CurrentPlan data={mine.data} />
      <Usage data={mine.data} />
      <Plans data={mine.data} />
    </div>
  );
}

function statusLine(data: MySubscription): string {
  const sub = data.subscription;
  if (!sub) return text.t('noPlanText');
  if (sub.status === 'trialing') return text.t('trialEnds', { date: longDate(sub.trial_ends_at) });
  if (sub.status === 'past_due') return text.t('pastDueText', { date: longDate(sub.current_period_end) });
  if (sub.status === 'expired' || sub.status === 'canceled') return text.t('expiredText');
  if (sub.cancel_at_period_end) return text.t('endsOn', { date: longDate(sub.current_period_end) });
  // A free plan's period does not end: no date to show.
  const freeForever = sub.current_period_end && new Date(sub.current_period_end).getUTCFullYear() > 2100;
  return freeForever ? '' : text.t('renewsOn', { date: longDate(sub.current_period_end) });
}

function CurrentPlan({ data }: { data: MySubscription }) {
  const cancel = useCancelSubscription();
  const sub = data.subscription;
  const status = (sub?.status ?? 'none') as string;
  return (
    <section aria-labelledby="current-plan" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3">
        <h2 id="current-plan" className="text-lg font-semibold">
          {text.t('currentPlan')}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-2xl font-bold">{sub?.package.name ?? text.t('noPlan')}</span>
          <span className="badge badge-outline">{text.t(`status_${status}` as SubscriptionsTextKey)}</span>
        </div>
        <p className="text-base-content/80">{statusLine(data)}</p>
        {sub?.next_package && (
          <p className="text-sm">
            {text.t('switchesTo', { package: sub.next_package.name, date: longDate(sub.current_period_end) })}
          </p>
        )}
        {sub && sub.status === 'active' && !sub.cancel_at_period_end && !isFreeSubscription(data) && (
          <div>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={cancel.isPending}
              onClick={() => window.confirm(text.t('cancelConfirm')) && cancel.mutate()}
            >
              {text.t('cancelPlan')}
            </button>
          </div>
        )}
        {cancel.isSuccess && <p role="status">{text.t('cancelled')}</p>}
        {cancel.error && (
          <p role="alert" className="text-error">
            {localizeApiMessage(cancel.error.message)}
          </p>
        )}
      </div>
    </section>
  );
}

const isFreeSubscription = (data: MySubscription) => {
  const pkg = data.packages.find((p) => p.id === data.subscription?.package.id);
  return pkg ? isFree(pkg) : false;
};

function Usage({ data }: { data: MySubscription }) {
  return (
    <section aria-labelledby="usage" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3">
        <h2 id="usage" className="text-lg font-semibold">
          {text.t('usage')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {PACKAGE_LIMITS.map((limit) => {
            const used = data.usage[limit] ?? 0;
            const allowed = data.entitlements.limits[limit];
            return (
              <li key={limit}>
                <div className="flex justify-between text-sm">
                  <span>{text.t(`limit_${limit}` as SubscriptionsTextKey)}</span>
                  <span>
                    {allowed === null
                      ? text.t('usageUnlimited', { used: String(used) })
                      : text.t('usageOf', { used: String(used), allowed: String(allowed) })}
                  </span>
                </div>
                {allowed !== null && (
                  <progress
                    className={
                      used >= allowed ? 'progress progress-error w-full' : 'progress progress-primary w-full'
                    }
                    value={Math.min(used, allowed)}
                    max={Math.max(allowed, 1)}
                    aria-label={text.t(`limit_${limit}` as SubscriptionsTextKey)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Plans({ data }: { data: MySubscription }) {
  const [interval, setBilling] = useState<'month' | 'year'>('month');
  const [paying, setPaying] = useState<OfferedPackage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const change = useChangePackage();
  const current = data.subscription;
  const anyMethod = data.methods.mpesa || data.methods.stripe;

  const choose = (pkg: OfferedPackage) => {
    setNotice(null);
    change.mutate(
      { package_id: pkg.id, interval },
      {
        onSuccess: (answer) => {
          if (answer.checkout_required) setPaying(pkg);
          else if (answer.subscription?.next_package) {
            setNotice(text.t('downgradeScheduled', { package: answer.subscription.next_package.name }));
          } else setNotice(text.t('changed', { package: pkg.name }));
        },
      },
    );
  };

  return (
    <section aria-labelledby="plans" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="plans" className="text-lg font-semibold">
            {text.t('plans')}
          </h2>
          <div role="group" className="join">
            {BILLING_INTERVALS.map((value) => (
              <button
                key={value}
                type="button"
                className={`btn join-item btn-sm ${interval === value ? 'btn-active' : ''}`}
                aria-pressed={interval === value}
                onClick={() => setBilling(value)}
              >
                {text.t(value === 'month' ? 'monthly' : 'yearly')}
              </button>
            ))}
          </div>
        </div>
        {!anyMethod && (
          <p role="note" className="alert alert-warning">
            {text.t('paymentsOff')}
          </p>
        )}
        {notice && (
          <p role="status" className="alert alert-success">
            {notice}
          </p>
        )}
        {change.error && (
          <p role="alert" className="alert alert-error">
            {localizeApiMessage(change.error.message)}
          </p>
        )}
        {data.packages.length === 0 ? (
          <p>{text.t('noPlans')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-3">
            {data.packages.map((pkg) => {
              const price = priceOf(pkg, interval);
              const mine = current?.package.id === pkg.id && ['active', 'trialing'].includes(current.status);
              const unpriced = !isFree(pkg) && !price;
              return (
                <li key={pkg.id} className="card border border-base-300" aria-label={pkg.name}>
                  <div className="card-body gap-2">
                    <h3 className="text-lg font-semibold">{pkg.name}</h3>
                    <p className="text-xl font-bold">
                      {isFree(pkg)
                        ? text.t('free')
                        : price
                          ? text.t(interval === 'month' ? 'perMonth' : 'perYear', {
                              price: money(price.amount_minor, price.currency),
                            })
                          : '—'}
                    </p>
                    {pkg.description && <p className="text-sm text-base-content/70">{pkg.description}</p>}
                    {pkg.trial_days > 0 && (
                      <p className="text-sm">{text.t('trialDays', { days: String(pkg.trial_days) })}</p>
                    )}
                    <ul className="list-inside list-disc text-sm">
                      {pkg.features.map((feature) => (
                        <li key={feature}>{text.t(`feature_${feature}` as SubscriptionsTextKey)}</li>
                      ))}
                      {PACKAGE_LIMITS.map((limit) => (
                        <li key={limit}>
                          {text.t(`limit_${limit}` as SubscriptionsTextKey)}:{' '}
                          {pkg.limits[limit] === null ? text.t('unlimited') : pkg.limits[limit]}
                        </li>
                      ))}
                    </ul>
                    <div className="card-actions mt-2">
                      {mine && current?.status !== 'trialing' ? (
                        isFree(pkg) ? (
                          <span className="badge badge-primary">{text.t('yourPlan')}</span>
                        ) : (
                          <button
                            type="button"
                            className="btn btn-outline btn-sm"
                            onClick={() => setPaying(pkg)}
                            disabled={unpriced}
                          >
                            {text.t('renew')}
                          </button>
                        )
                      ) : (
                        <button
                          type="button"
                          className="btn btn-primary btn-sm"
                          disabled={change.isPending || unpriced}
                          onClick={() => choose(pkg)}
                        >
                          {text.t('choose')} {pkg.name}
                        </button>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {paying && (
        <PayDialog pkg={paying} interval={interval} methods={data.methods} onClose={() => setPaying(null)} />
      )}
    </section>
  );
}
