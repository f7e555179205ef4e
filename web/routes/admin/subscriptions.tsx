// /admin/subscriptions: every account's plan and this month's revenue.
export { AdminSubscriptionsPage as Component } from '@/web/features/subscriptions/components/admin-subscriptions-page';
