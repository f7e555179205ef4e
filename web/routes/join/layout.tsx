// The invitation pages open signed in or not (docs/product/staff.md "Accepting an invitation"): no guard, but the
// providers the signed-in areas have (query cache, toasts, language) and the sign-in pages' card.
import { AreaProviders } from '@/web/app/area-providers';
import { AuthLayout } from '@/web/components/auth-layout/auth-layout';

export function Component() {
  return (
    <AreaProviders>
      <AuthLayout />
    </AreaProviders>
  );
}
