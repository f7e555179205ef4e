// Public page (SPEC §2.1).
export { ContactPage as Component } from '@/web/features/marketing/pages/contact-page';
