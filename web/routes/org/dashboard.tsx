// /org/dashboard.
export { OrgDashboard as Component } from '@/web/features/dashboards/org-dashboard';
