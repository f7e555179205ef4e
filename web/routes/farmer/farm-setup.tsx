// /farm-setup (docs/product/farms.md): the farmer's first farm.
export { FarmSetupPage as Component } from '@/web/features/farms/components/farm-setup-page';
