// /admin/system-settings: platform facts, registration, maintenance mode and retention periods.
export { SystemSettingsPage as Component } from '@/web/features/system-settings/components/system-settings-page';
