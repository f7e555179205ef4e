// Public page (SPEC §2.1).
export { PaymentStatusPage as Component } from '@/web/features/marketing/pages/payment-status-page';
