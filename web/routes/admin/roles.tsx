// /admin/roles: the platform roles.
export { PlatformRolesPage as Component } from '@/web/features/platform-staff/components/platform-roles-page';
