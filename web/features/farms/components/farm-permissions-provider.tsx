// Fills web/lib/farm-permissions from the user's active farms, so every screen below shows only the buttons and
// links the person's role on each farm allows (docs/decisions/035). Off for people without farms (a superadmin).
import { useMemo, type ReactNode } from 'react';
import { FarmPermissionsContext, permissionLookup } from '@/web/lib/farm-permissions';
import { useFarms } from '../hooks/use-farms';

export function FarmPermissionsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const farms = useFarms('active', { enabled });
  const lookup = useMemo(() => permissionLookup(farms.data), [farms.data]);
  return <FarmPermissionsContext.Provider value={lookup}>{children}</FarmPermissionsContext.Provider>;
}
