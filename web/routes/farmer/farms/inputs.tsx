// /farmer/farms/:farmId/inputs (docs/product/inventory.md, made real).
import { useParams } from 'react-router-dom';
import { FarmInputsScreen } from '@/web/features/inventory/components/inputs/farm-inputs-screen';

export function Component() {
  const { farmId = '' } = useParams();
  return <FarmInputsScreen key={farmId} farmId={farmId} />;
}
