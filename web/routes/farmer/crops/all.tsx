// /farmer/crops/all: the crops of every farm the person may see crops of (the server filters by role).
export { AllCropsPage as Component } from '@/web/features/crops/components/all-crops-page';
