// Invoices (docs/product/invoices.md): invoice settings (a person's default and a farm's own, with their logos),
// a farm's invoices, issuing one for a sale, the printable invoice's data, voiding, the PDF, e-mailing it, and
// the point of sale's receipts (PDF and SMS). Inputs are checked with the contracts the server uses.
import {
  EmailInvoiceInput,
  FarmInvoiceSettingsInput,
  FarmInvoiceSettingsResponseSchema,
  FarmInvoiceSettingsSavedSchema,
  InvoiceDetailResponseSchema,
  InvoicePageSchema,
  InvoiceResponseSchema,
  InvoiceSettingsInput,
  InvoiceSettingsResponseSchema,
  InvoiceSettingsSavedSchema,
  ReceiptSmsInput,
  VoidInvoiceInput,
  type FarmInvoiceSettings,
  type InvoiceDetail,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceRow,
  type InvoiceSettings,
} from '@/shared/contracts/invoices';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import type { ApiClient } from './client';
import { validInput } from './input';

export type {
  EmailInvoiceInput,
  FarmInvoiceSettings,
  FarmInvoiceSettingsInput,
  InvoiceDetail,
  InvoiceListQuery,
  InvoicePage,
  InvoiceRow,
  InvoiceSettings,
  InvoiceSettingsInput,
};

export const INVOICE_LOAD_ERROR = 'Failed to load the invoice';

const path = (...parts: string[]) =>
  ['/api', ...parts].map((part, i) => (i === 0 ? part : encodeURIComponent(part))).join('/');
const farmPath = (farmId: string, ...rest: string[]) => path('farms', farmId, ...rest);

export const defaultLogoPath = () => path('invoice-settings', 'default', 'logo');
export const farmLogoPath = (farmId: string) => farmPath(farmId, 'invoice-settings', 'logo');

export async function getDefaultInvoiceSettings(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<InvoiceSettings> {
  const body = await api.get(path('invoice-settings', 'default'), {
    signal,
    schema: InvoiceSettingsResponseSchema,
  });
  return body.data;
}

export async function saveDefaultInvoiceSettings(api: ApiClient, input: InvoiceSettingsInput) {
  return api.put(path('invoice-settings', 'default'), validInput(InvoiceSettingsInput, input), {
    schema: InvoiceSettingsSavedSchema,
  });
}

export async function getFarmInvoiceSettings(
  api: ApiClient,
  farmId: string,
  signal?: AbortSignal,
): Promise<FarmInvoiceSettings> {
  const body = await api.get(farmPath(farmId, 'invoice-settings'), {
    signal,
    schema: FarmInvoiceSettingsResponseSchema,
  });
  return body.data;
}

export async function saveFarmInvoiceSettings(
  api: ApiClient,
  farmId: string,
  input: FarmInvoiceSettingsInput,
) {
  return api.put(farmPath(farmId, 'invoice-settings'), validInput(FarmInvoiceSettingsInput, input), {
    schema: FarmInvoiceSettingsSavedSchema,
  });
}

/** The image as the raw body with its type as Content-Type (PNG or JPEG, at most 1 MB). */
export async function uploadInvoiceLogo(api: ApiClient, farmId: string | null, file: Blob) {
  return api.put(farmId ? farmLogoPath(farmId) : defaultLogoPath(), file, {
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    schema: InvoiceSettingsSavedSchema,
  });
}

export async function downloadInvoiceLogo(api: ApiClient, farmId: string | null): Promise<Blob> {
  return api.get<Blob>(farmId ? farmLogoPath(farmId) : defaultLogoPath(), { responseType: 'blob' });
}

/** Filters left empty are not sent. */
function listParams(query: InvoiceListQuery): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

export async function listInvoices(
  api: ApiClient,
  farmId: string,
  query: InvoiceListQuery = {},
  signal?: AbortSignal,
): Promise<InvoicePage> {
  return api.get(farmPath(farmId, 'invoices'), {
    params: listParams(query),
    signal,
    schema: InvoicePageSchema,
  });
}

/** For the printable page, which knows only the invoice's id. */
export async function getInvoice(
  api: ApiClient,
  invoiceId: string,
  signal?: AbortSignal,
): Promise<InvoiceDetail> {
  const body = await api.get(path('invoices', invoiceId), {
    signal,
    schema: InvoiceDetailResponseSchema,
    parseErrorMessage: INVOICE_LOAD_ERROR,
  });
  return body.data;
}

export async function issueInvoiceForSale(api: ApiClient, farmId: string, saleId: string) {
  return api.post(farmPath(farmId, 'sales', saleId, 'invoice'), undefined, { schema: InvoiceResponseSchema });
}

export async function voidInvoice(
  api: ApiClient,
  farmId: string,
  invoiceId: string,
  input: VoidInvoiceInput,
) {
  return api.post(farmPath(farmId, 'invoices', invoiceId, 'void'), validInput(VoidInvoiceInput, input), {
    schema: InvoiceResponseSchema,
  });
}

export async function emailInvoice(
  api: ApiClient,
  farmId: string,
  invoiceId: string,
  input: EmailInvoiceInput,
) {
  return api.post(farmPath(farmId, 'invoices', invoiceId, 'email'), validInput(EmailInvoiceInput, input), {
    schema: InvoiceResponseSchema,
  });
}

export async function downloadInvoicePdf(api: ApiClient, farmId: string, invoiceId: string): Promise<Blob> {
  return api.get<Blob>(farmPath(farmId, 'invoices', invoiceId, 'pdf'), { responseType: 'blob' });
}

export async function downloadReceiptPdf(api: ApiClient, farmId: string, saleId: string): Promise<Blob> {
  return api.get<Blob>(farmPath(farmId, 'sales', saleId, 'receipt.pdf'), { responseType: 'blob' });
}

export async function sendReceiptSms(api: ApiClient, farmId: string, saleId: string, input: ReceiptSmsInput) {
  return api.post(farmPath(farmId, 'sales', saleId, 'receipt', 'sms'), validInput(ReceiptSmsInput, input), {
    schema: MessageResponseSchema,
  });
}
