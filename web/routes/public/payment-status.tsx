// Public page (docs/product/web-app.md). `?payment=<id>` follows one of the account's own payments until it is
// settled (docs/product/subscriptions.md "Payment status"); otherwise the provider's plain answer is explained.
import { useSearchParams } from 'react-router-dom';
import { AreaProviders } from '@/web/app/area-providers';
import { PaymentStatusPage } from '@/web/features/marketing/pages/payment-status-page';
import { PaymentProgress } from '@/web/features/subscriptions/components/payment-progress';

export function Component() {
  const [params] = useSearchParams();
  const paymentId = params.get('payment')?.trim();
  // The public pages run without the query cache (kept out of their first chunk); following a payment needs it.
  if (paymentId) {
    return (
      <AreaProviders>
        <PaymentProgress paymentId={paymentId} canceled={params.has('canceled')} />
      </AreaProviders>
    );
  }
  return <PaymentStatusPage />;
}
