// /farmer/farms/:farmId/inventory/add (docs/product/inventory.md).
import { useParams } from 'react-router-dom';
import { AddItemPage } from '@/web/features/inventory/components/add-item/add-item-page';

export function Component() {
  const { farmId } = useParams();
  return <AddItemPage key={farmId} farmId={farmId} />;
}
