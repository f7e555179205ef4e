// Settings: Profile (the default tab).
export { ProfileSettings as Component } from '@/web/features/settings/profile-settings';
