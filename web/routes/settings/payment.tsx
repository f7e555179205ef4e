// Settings: Payment (the farmer's payments and receipts).
export { PaymentHistoryPage as Component } from '@/web/features/subscriptions/components/payment-history-page';
