// /farm-setup (SPEC §2.1): the farmer's first farm.
export { FarmSetupPage as Component } from '@/web/features/farms/components/farm-setup-page';
