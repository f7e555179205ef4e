// /maintenance (SPEC §2.10).
export { MaintenancePage as Component } from '@/web/features/errors/pages';
