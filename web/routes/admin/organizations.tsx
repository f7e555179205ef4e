// /admin/organizations: every organization with its sharing and invited farm counts.
export { AdminOrganizationsPage as Component } from '@/web/features/organizations/components/admin-organizations-page';
