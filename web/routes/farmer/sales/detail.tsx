// /farmer/sales/:saleId: one sale of the current farm; a sale of another farm answers "not found".
import { useParams } from 'react-router-dom';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { SaleDetailPage } from '@/web/features/sales/components/sale-detail-page';

export function Component() {
  const { saleId = '' } = useParams();
  return (
    <CurrentFarmGate>
      {(farm) => <SaleDetailPage key={`${farm.id}:${saleId}`} farmId={farm.id} saleId={saleId} />}
    </CurrentFarmGate>
  );
}
