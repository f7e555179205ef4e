// /farmer/inventory/all-items: every item across the farmer's farms.
export { AllItemsScreen as Component } from '@/web/features/inventory/components/all-items-screen';
