// Settings: Privacy (password, sessions).
export { PrivacySettings as Component } from '@/web/features/settings/privacy-settings';
