// /farmer/farms.
export { FarmsListPage as Component } from '@/web/features/farms/components/farms-list-page';
