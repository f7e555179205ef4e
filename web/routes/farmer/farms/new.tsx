// /farmer/farms/new.
export { NewFarmPage as Component } from '@/web/features/farms/components/farm-editor-pages';
