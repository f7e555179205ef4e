// /admin/features: which package turns on which feature.
export { AdminFeaturesPage as Component } from '@/web/features/packages/components/admin-features-page';
