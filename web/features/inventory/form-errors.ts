// Moved to shared/inventory/form-errors.ts so the browser extension shows the same messages (issue 5 §1). This
// forwarder stays only until the stock dialogs import the shared module directly.
export { blankToNull, failureMessage, showFieldErrors } from '@/shared/inventory/form-errors';
