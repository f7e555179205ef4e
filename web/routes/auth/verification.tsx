// /verification (any signed-in user, SPEC §4 Verification).
export { VerificationPage as Component } from '@/web/features/auth/pages/verification-page';
