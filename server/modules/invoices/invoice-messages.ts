// The invoices module's answers, in English as the client receives them; the web app shows each in the reader's
// language through shared/i18n/messages (en.json and sw.json hold the same texts), so change both together.
import { INVOICE_LOGO_MAX_BYTES } from '@/shared/contracts/invoices';

export const INVOICE_MESSAGES = {
  saleNotFound: 'We could not find that sale.',
  invoiceNotFound: 'We could not find that invoice.',
  settingsSaved: 'Invoice settings saved',
  logoSaved: 'Logo saved',
  noLogo: 'No logo has been uploaded yet.',
  logoType: 'Upload the logo as a PNG or JPEG image.',
  logoEmpty: 'The logo file is empty: choose the image again.',
  logoTooLarge: `The logo is too large: use an image of at most ${INVOICE_LOGO_MAX_BYTES / 1024 / 1024} MB.`,
  nextNumberTooLow: (lowest: number) =>
    `Invoice numbers only move forward: choose ${lowest} or more for the next number.`,
  issued: 'Invoice issued',
  voided: 'Invoice voided. Its number stays used.',
  alreadyVoid: 'This invoice is already void.',
  voidIsFinal: 'This invoice is void: issue a new sale and invoice instead.',
  emailed: 'Invoice sent by e-mail',
  noEmail: 'This customer has no e-mail address: enter the address to send the invoice to.',
  receiptSent: 'Receipt sent by SMS',
} as const;
