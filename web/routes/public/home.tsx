// Public page (SPEC §2.1).
export { HomePage as Component } from '@/web/features/marketing/pages/home-page';
