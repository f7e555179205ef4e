// The guard of each area as a lazy layout route (router.tsx): with it come the session atoms, the query cache
// and the toasts, none of which a signed-out visitor's public page needs.
import type { UserType } from '@/shared/contracts/user';
import { AreaProviders } from './area-providers';
import { RouteGuard } from '@/web/lib/route-guard';

const FARMER_ROLES: readonly UserType[] = ['farmer', 'individual'];
const ADMIN_ROLES: readonly UserType[] = ['superadmin'];
const ORG_ROLES: readonly UserType[] = ['organization'];

export const GuestGuard = () => (
  <AreaProviders>
    <RouteGuard guestOnly />
  </AreaProviders>
);

export const SignedInGuard = () => (
  <AreaProviders>
    <RouteGuard />
  </AreaProviders>
);

export const FarmerGuard = () => (
  <AreaProviders>
    <RouteGuard allowedRoles={FARMER_ROLES} />
  </AreaProviders>
);

export const AdminGuard = () => (
  <AreaProviders>
    <RouteGuard allowedRoles={ADMIN_ROLES} />
  </AreaProviders>
);

export const OrgGuard = () => (
  <AreaProviders>
    <RouteGuard allowedRoles={ORG_ROLES} />
  </AreaProviders>
);
