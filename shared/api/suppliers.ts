// Supplier fetchers (docs/product/suppliers.md "GET /api/suppliers, reads the data list": the quick-add dialog
// really creates the supplier, the detail lists items supplied and receipts). Lists go through readList so a
// bare array, a data array or a status wrapper all read the same (docs/architecture.md "The API": be tolerant).
import {
  SupplierInput,
  SupplierResponseSchema,
  SupplierSchema,
  type Supplier,
} from '@/shared/contracts/suppliers';
import { MessageResponseSchema, type MessageResponse } from '@/shared/contracts/errors';
import type { ApiClient } from './client';
import { validInput } from './input';
import { readItem, readList } from './response';

export type { Supplier, SupplierInput };

export const SUPPLIERS_LOAD_ERROR = 'Failed to load suppliers';
export const SUPPLIER_LOAD_ERROR = 'Failed to load the supplier';

export interface SupplierWriteResult {
  message: string;
  supplier: Supplier;
}

/** The suppliers of one farm, or of every farm the user may read when `farmId` is left out. */
export async function listSuppliers(api: ApiClient, farmId?: string): Promise<Supplier[]> {
  const body = await api.get('/api/suppliers', { params: farmId ? { farm_id: farmId } : undefined });
  return readList(body, SupplierSchema, SUPPLIERS_LOAD_ERROR);
}

/** One supplier with its items and receipts (newest first). */
export async function getSupplier(api: ApiClient, supplierId: string): Promise<Supplier> {
  const body = await api.get(`/api/suppliers/${encodeURIComponent(supplierId)}`);
  return readItem(body, SupplierSchema, SUPPLIER_LOAD_ERROR);
}

/**
 * docs/product/suppliers.md Supplier quick-add: name required, e-mail shape checked, phone and address optional. A bad input
 * throws ApiRequestError with fieldErrors before any request, like a 422 from the server would.
 */
export async function createSupplier(api: ApiClient, input: SupplierInput): Promise<SupplierWriteResult> {
  const body = await api.post('/api/suppliers', validInput(SupplierInput, input), {
    schema: SupplierResponseSchema,
  });
  return { message: body.message, supplier: body.data };
}

export async function updateSupplier(
  api: ApiClient,
  supplierId: string,
  input: SupplierInput,
): Promise<SupplierWriteResult> {
  const body = await api.put(
    `/api/suppliers/${encodeURIComponent(supplierId)}`,
    validInput(SupplierInput, input),
    { schema: SupplierResponseSchema },
  );
  return { message: body.message, supplier: body.data };
}

export async function deleteSupplier(api: ApiClient, supplierId: string): Promise<MessageResponse> {
  return api.delete(`/api/suppliers/${encodeURIComponent(supplierId)}`, { schema: MessageResponseSchema });
}
