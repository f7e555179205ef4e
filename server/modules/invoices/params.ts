// Route parameters of the invoices area.
import { z } from 'zod';
import { FarmParams } from '@/server/lib/params';

export const InvoiceParams = FarmParams.extend({ invoiceId: z.string() });
export const SaleParams = FarmParams.extend({ saleId: z.string() });
export const InvoiceIdParams = z.object({ invoiceId: z.string() });
