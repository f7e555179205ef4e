import { Link, useSearchParams } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Info from 'lucide-react/icons/info';
import clsx from 'clsx';
import { paths } from '@/shared/routes/paths';
import { PAYMENT_MESSAGES, readPaymentStatus } from '../data/payment-status';
import { marketingPagesText } from './i18n';

const TONE: Record<string, { icon: LucideIcon; className: string }> = {
  success: { icon: CircleCheck, className: 'text-success' },
  error: { icon: CircleX, className: 'text-error' },
  warning: { icon: CircleAlert, className: 'text-warning' },
  info: { icon: Info, className: 'text-info' },
};

/** docs/product/web-app.md /payment/status: `?status=success|failed|cancelled&reference=…`, or an explanation when absent. */
export function PaymentStatusPage() {
  const [params] = useSearchParams();
  const { outcome, reference } = readPaymentStatus(params);
  const msg = PAYMENT_MESSAGES[outcome];
  const tone = TONE[msg.tone] ?? { icon: Info, className: 'text-info' };
  const Icon = tone.icon;
  return (
    <section className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="card w-full max-w-lg border border-base-300 bg-base-100 shadow-lg">
        <div className="card-body items-center text-center" role={outcome === 'failed' ? 'alert' : 'status'}>
          <Icon aria-hidden="true" className={clsx('size-14', tone.className)} />
          <h1 className="mt-2 text-2xl font-bold">{marketingPagesText.t(msg.title)}</h1>
          <p className="text-base-content/80">{marketingPagesText.t(msg.text)}</p>
          {reference && (
            <p className="mt-2 text-sm">
              {marketingPagesText.t('reference')}{' '}
              <code className="rounded bg-base-200 px-2 py-1 font-mono">{reference}</code>
            </p>
          )}
          <div className="card-actions mt-6 justify-center">
            <Link to={paths.pricing} className="btn btn-primary">
              {outcome === 'failed' ? marketingPagesText.t('tryAgain') : marketingPagesText.t('seePricing')}
            </Link>
            <Link to={paths.contact} className="btn btn-ghost">
              {marketingPagesText.t('contactUs')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
