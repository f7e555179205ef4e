// /maintenance (docs/product/web-app.md).
export { MaintenancePage as Component } from '@/web/features/errors/pages';
