// Admin settings: Payment (which methods farmers are offered).
export { AdminPaymentSettingsPage as Component } from '@/web/features/subscriptions/components/admin-billing-settings';
