// /farmer/farms/:farmId/inventory (docs/product/inventory.md). RequireFarmId above it sends a missing id to the farms list.
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { FarmInventoryScreen } from '@/web/features/inventory/components/inventory-screen';
import { prefetchFarmInventory } from '@/web/features/inventory/hooks/use-inventory-queries';

/** The list request leaves as soon as the address is known, not after the guards and the shell (docs/decisions/030). */
export function loader({ params, request }: LoaderFunctionArgs) {
  if (params.farmId) prefetchFarmInventory(params.farmId, new URL(request.url).searchParams);
  return null;
}

export function Component() {
  const { farmId = '' } = useParams();
  return <FarmInventoryScreen key={farmId} farmId={farmId} />;
}
