// What the server writes on invoices and receipts (the PDFs, the e-mail and the SMS), in the language of the
// person who asks for them (docs/decisions/022).
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const invoiceText = defineCatalogue('server-invoices', en, { sw: () => import('./sw.json') });
export type InvoiceTextKey = keyof typeof en;
