// Public page (SPEC §2.1).
export { TermsPage as Component } from '@/web/features/marketing/pages/terms-page';
