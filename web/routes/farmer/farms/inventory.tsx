// /farmer/farms/:farmId/inventory (docs/product/inventory.md). RequireFarmId above it sends a missing id to the farms list.
import { useParams } from 'react-router-dom';
import { FarmInventoryScreen } from '@/web/features/inventory/components/inventory-screen';

export function Component() {
  const { farmId = '' } = useParams();
  return <FarmInventoryScreen key={farmId} farmId={farmId} />;
}
