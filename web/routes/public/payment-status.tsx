// Public page (docs/product/web-app.md).
export { PaymentStatusPage as Component } from '@/web/features/marketing/pages/payment-status-page';
