// Settings: Regional (currency, date and time format, language).
export { RegionalSettings as Component } from '@/web/features/settings/regional-settings';
