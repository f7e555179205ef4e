// Public page (SPEC §2.1).
export { LandingPage as Component } from '@/web/features/marketing/pages/landing-page';
