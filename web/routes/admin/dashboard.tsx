// /admin/dashboard.
export { AdminDashboard as Component } from '@/web/features/dashboards/admin-dashboard';
