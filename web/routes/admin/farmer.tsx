// /admin/farmers/:id: one account, its usage and the administrator's actions on it.
export { FarmerPage as Component } from '@/web/features/admin-farmers/components/farmer-page';
