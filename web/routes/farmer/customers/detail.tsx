// /farmer/sales/customers/:customerId (docs/product/customers.md "A customer's page"), on the current farm.
import { useParams } from 'react-router-dom';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { CustomerPage } from '@/web/features/customers/components/customer-page';

export function Component() {
  const { customerId = '' } = useParams();
  return (
    <CurrentFarmGate>
      {(farm) => (
        <CustomerPage
          key={`${farm.id}/${customerId}`}
          farmId={farm.id}
          customerId={customerId}
          currency={farm.currency}
        />
      )}
    </CurrentFarmGate>
  );
}
