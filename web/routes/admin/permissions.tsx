// /admin/roles/permissions: the platform roles' permissions matrix.
export { PlatformPermissionsPage as Component } from '@/web/features/platform-staff/components/platform-permissions-page';
