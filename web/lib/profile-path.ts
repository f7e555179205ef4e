// "Your Profile" (docs/product/settings.md "/settings and /{usertype}/settings/profile"): each user type's own profile page.
import { paths } from '@/shared/routes/paths';
import { normalizeUserType } from '@/shared/session/dashboard';
import { libText } from '@/web/lib/i18n';

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
      return libText.t('userTypeFarmer');
    case 'individual':
      return libText.t('userTypeIndividual');
    case 'organization':
      return libText.t('userTypeOrganization');
    case 'superadmin':
      return libText.t('userTypeSuperadmin');
    default:
      return libText.t('userTypeAdministrator');
  }
}
