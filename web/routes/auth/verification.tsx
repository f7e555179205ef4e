// /verification (any signed-in user, docs/product/accounts.md Verification).
export { VerificationPage as Component } from '@/web/features/auth/pages/verification-page';
