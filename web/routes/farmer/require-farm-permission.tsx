// docs/decisions/035: the pages of a farm module open only for a role that grants `permission` on the farm they work
// on (the farm in the address, else the current farm); anyone else reads that their role does not allow it.
// One layout route per group of pages in the route table, like RequireFarmId.
import { Outlet, useParams } from 'react-router-dom';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import { decideFarmAccess } from '@/shared/session/route-gate';
import { RoleDenied } from '@/web/features/farms/components/role-denied';
import { usePageFarm } from '@/web/features/farms/hooks/use-page-farm';

export function RequireFarmPermission({ permission }: { permission: FarmPermission }) {
  const { farmId } = useParams();
  const { farm, loading } = usePageFarm(farmId);
  const decision = decideFarmAccess({ loading, farm, requires: permission });
  // Another farm may allow it: the current farm's pages offer the switcher, a farm's own address does not.
  if (decision.kind === 'denied') return <RoleDenied farm={farm!} canSwitch={!farmId} />;
  // While the farms load the page renders too: it must not wait on the farms list (docs/decisions/030), its
  // buttons stay hidden until the permissions are known, and the server refuses its data to a role without access.
  return <Outlet />;
}
