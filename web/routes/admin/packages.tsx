// /admin/packages: what farmers can subscribe to.
export { AdminPackagesPage as Component } from '@/web/features/packages/components/admin-packages-page';
