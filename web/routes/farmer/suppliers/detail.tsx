// /farmer/inventory/suppliers/:supplierId.
import { useParams } from 'react-router-dom';
import { SupplierDetail } from '@/web/features/suppliers/components/supplier-detail';

export function Component() {
  const { supplierId = '' } = useParams();
  return <SupplierDetail key={supplierId} supplierId={supplierId} />;
}
