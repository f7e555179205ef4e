// "Your Profile" (docs/product/settings.md "/settings and /{usertype}/settings/profile"): each user type's own profile page.
import { paths } from '@/shared/routes/paths';
import { normalizeUserType } from '@/shared/session/dashboard';

export function profilePath(userType: string | null | undefined): string {
  const type = normalizeUserType(userType);
  if (type === 'superadmin') return paths.admin.settings('profile');
  if (type === 'farmer' || type === 'individual') return paths.farmer.settings('profile');
  return `/${type}/settings/profile`;
}

/** docs/product/settings.md: the user menu names the user type, "Administrator" when it is not one we know. */
export function userTypeLabel(userType: string | null | undefined): string {
  switch ((userType ?? '').trim().toLowerCase()) {
    case 'farmer':
      return 'Farmer';
    case 'individual':
      return 'Individual';
    case 'organization':
      return 'Organization';
    case 'superadmin':
      return 'Super administrator';
    default:
      return 'Administrator';
  }
}
