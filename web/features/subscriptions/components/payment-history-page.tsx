// /farmer/settings/payment (docs/product/subscriptions.md "For farmers"): the account's payments, newest first,
// with M-Pesa's receipt number or the card payment's reference, and why a failed one failed.
import { localizeApiMessage } from '@/shared/api/i18n';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useMyPayments } from '../hooks/use-subscriptions';
import { subscriptionsText as text, type SubscriptionsTextKey } from '../i18n';
import { longDate, money } from './format';

const BADGE: Record<string, string> = {
  succeeded: 'badge-success',
  failed: 'badge-error',
  pending: 'badge-warning',
  canceled: 'badge-ghost',
};

export function PaymentHistoryPage() {
  useDocumentTitle(text.t('paymentTitle'));
  const payments = useMyPayments();
  return (
    <section aria-labelledby="payments" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <div>
          <h2 id="payments" className="text-lg font-semibold">
            {text.t('paymentTitle')}
          </h2>
          <p className="text-sm text-base-content/70">{text.t('paymentIntro')}</p>
        </div>
        {payments.isPending ? (
          <LoadingState label={text.t('loadingPayments')} />
        ) : payments.isError ? (
          <ErrorState
            message={localizeApiMessage(payments.error.message)}
            onRetry={() => void payments.refetch()}
          />
        ) : payments.data.length === 0 ? (
          <EmptyState title={text.t('noPayments')} />
        ) : (
          <div className="overflow-x-auto">
            <table className="table">
              <thead>
                <tr>
                  <th>{text.t('date')}</th>
                  <th>{text.t('package')}</th>
                  <th>{text.t('method')}</th>
                  <th className="text-right">{text.t('amount')}</th>
                  <th>{text.t('status')}</th>
                  <th>{text.t('receipt')}</th>
                </tr>
              </thead>
              <tbody>
                {payments.data.map((payment) => (
                  <tr key={payment.id}>
                    <td>{longDate(payment.completed_at ?? payment.created_at)}</td>
                    <td>
                      {payment.package.name} ({text.t(payment.interval === 'year' ? 'yearly' : 'monthly')})
                    </td>
                    <td>{text.t(payment.provider === 'mpesa' ? 'mpesa' : 'card')}</td>
                    <td className="text-right">{money(payment.amount_minor, payment.currency)}</td>
                    <td>
                      <span className={`badge ${BADGE[payment.status] ?? ''}`}>
                        {text.t(`payment_${payment.status}` as SubscriptionsTextKey)}
                      </span>
                      {payment.failure_reason && (
                        <p className="mt-1 text-xs text-base-content/70">
                          {localizeApiMessage(payment.failure_reason)}
                        </p>
                      )}
                    </td>
                    <td className="font-mono text-sm">{payment.receipt_number ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
