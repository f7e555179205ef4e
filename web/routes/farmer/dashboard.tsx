// /farmer/dashboard.
export { FarmerDashboard as Component } from '@/web/features/dashboards/farmer-dashboard';
