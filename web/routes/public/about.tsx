// Public page (SPEC §2.1).
export { AboutPage as Component } from '@/web/features/marketing/pages/about-page';
