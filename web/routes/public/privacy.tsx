// Public page (SPEC §2.1).
export { PrivacyPage as Component } from '@/web/features/marketing/pages/privacy-page';
