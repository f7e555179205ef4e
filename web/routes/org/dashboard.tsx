// /org/dashboard: the organization's sharing farms, its invitations and "Invite a farm".
export { OrganizationDashboardPage as Component } from '@/web/features/organizations/components/organization-dashboard-page';
