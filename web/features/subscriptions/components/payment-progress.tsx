// /payment/status?payment=<id> (docs/product/subscriptions.md "Payment status"): where Stripe returns the browser
// and where an M-Pesa payment can be followed. Asks about the payment every two seconds until it is settled, then
// says what happened and what to do next.
import { Link } from 'react-router-dom';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import { localizeApiMessage } from '@/shared/api/i18n';
import { paths } from '@/shared/routes/paths';
import { usePayment } from '../hooks/use-subscriptions';
import { subscriptionsText as text } from '../i18n';
import { money } from './format';

export function PaymentProgress({ paymentId, canceled }: { paymentId: string; canceled: boolean }) {
  const payment = usePayment(paymentId);
  const data = payment.data;
  let icon = <Clock aria-hidden="true" className="size-14 text-info" />;
  let title = text.t('statusChecking');
  let detail: string | null = null;
  let alert = false;
  if (payment.isError) {
    icon = <CircleX aria-hidden="true" className="size-14 text-error" />;
    title = text.t('statusNotFoundTitle');
    detail = text.t('statusNotFoundText');
    alert = true;
  } else if (data?.status === 'succeeded') {
    icon = <CircleCheck aria-hidden="true" className="size-14 text-success" />;
    title = text.t('statusSucceededTitle');
    detail = text.t('statusSucceededText', {
      amount: money(data.amount_minor, data.currency),
      package: data.package.name,
    });
  } else if (data?.status === 'failed' || data?.status === 'canceled') {
    icon = <CircleX aria-hidden="true" className="size-14 text-error" />;
    title = text.t('statusFailedTitle');
    detail = localizeApiMessage(data.failure_reason ?? '');
    alert = true;
  } else if (data) {
    title = canceled ? text.t('statusFailedTitle') : text.t('statusPendingTitle');
    detail = canceled ? text.t('statusCanceledText') : text.t('statusPendingText');
  }
  return (
    <section className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="card w-full max-w-lg border border-base-300 bg-base-100 shadow-lg">
        <div className="card-body items-center text-center" role={alert ? 'alert' : 'status'}>
          {icon}
          <h1 className="mt-2 text-2xl font-bold">{title}</h1>
          {detail && <p className="text-base-content/80">{detail}</p>}
          {data?.receipt_number && (
            <p className="mt-2 text-sm">
              {text.t('receipt')}:{' '}
              <code className="rounded bg-base-200 px-2 py-1 font-mono">{data.receipt_number}</code>
            </p>
          )}
          <div className="card-actions mt-6 justify-center">
            <Link to={paths.farmer.settings('subscription')} className="btn btn-primary">
              {data?.status === 'failed' ? text.t('tryAgain') : text.t('goToSubscription')}
            </Link>
            <Link to={paths.farmer.settings('payment')} className="btn btn-ghost">
              {text.t('paymentTitle')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
