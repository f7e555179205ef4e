// Settings → Invoice → Default (docs/product/invoices.md "Settings").
export { DefaultInvoiceSettingsPage as Component } from '@/web/features/invoices/components/invoice-settings-pages';
