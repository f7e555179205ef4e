// Settings: Verification (links to /verification).
export { VerificationSettings as Component } from '@/web/features/settings/verification-settings';
