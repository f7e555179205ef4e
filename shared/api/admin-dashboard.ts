// The admin dashboard's figures (docs/product/administration.md "Dashboard").
import { AdminDashboardResponseSchema, type AdminDashboard } from '@/shared/contracts/admin-dashboard';
import type { ApiClient } from './client';

export type { AdminDashboard };

export async function getAdminDashboard(api: ApiClient): Promise<AdminDashboard> {
  return (await api.get('/api/admin/dashboard', { schema: AdminDashboardResponseSchema })).data;
}
