// Public page (SPEC §2.1).
export { FeaturesPage as Component } from '@/web/features/marketing/pages/features-page';
