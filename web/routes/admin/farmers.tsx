// /admin/farmers: every account, searched and filtered on the server.
export { FarmersListPage as Component } from '@/web/features/admin-farmers/components/farmers-list-page';
