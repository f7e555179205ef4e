// docs/product/farms.md: the farm-scoped inventory, locations and inputs pages go to the farms list when the farm id is
// missing — also when a link was built from an unset id ("undefined", "null").
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';

const MISSING = new Set(['', 'undefined', 'null']);

export function RequireFarmId() {
  const { farmId } = useParams();
  if (!farmId || MISSING.has(farmId.trim().toLowerCase()))
    return <Navigate to={paths.farmer.farms} replace />;
  return <Outlet />;
}
