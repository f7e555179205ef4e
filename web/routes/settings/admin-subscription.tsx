// Admin settings: Subscription (grace and reminder days).
export { AdminSubscriptionSettingsPage as Component } from '@/web/features/subscriptions/components/admin-billing-settings';
