// Settings: Subscription (the farmer's plan, usage and plans to choose).
export { SubscriptionPage as Component } from '@/web/features/subscriptions/components/subscription-page';
