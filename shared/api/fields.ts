// A farm's fields (docs/product/fields-and-soil.md): the list, one field with its history, and the writes.
// Inputs are checked with the contract the server uses, so a bad area fails here as a 422 would.
import {
  FieldDeleteResponseSchema,
  FieldHistorySchema,
  FieldInput,
  FieldPatchInput,
  FieldResponseSchema,
  FieldSchema,
  type Field,
  type FieldHistory,
} from '@/shared/contracts/fields';
import type { ApiClient } from './client';
import { validInput } from './input';
import { readItem, readList } from './response';

export type { Field, FieldHistory, FieldInput, FieldPatchInput };

export const FIELDS_LOAD_ERROR = 'Failed to load the fields';
export const FIELD_LOAD_ERROR = 'Failed to load the field';

const fieldsPath = (farmId: string, ...rest: string[]) =>
  ['/api/farms', farmId, 'fields', ...rest]
    .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
    .join('/');

export interface FieldWriteResult {
  message: string;
  field: Field;
}

export async function listFields(api: ApiClient, farmId: string, includeArchived = false): Promise<Field[]> {
  const body = await api.get(fieldsPath(farmId), {
    params: includeArchived ? { include_archived: 'true' } : undefined,
  });
  return readList(body, FieldSchema, FIELDS_LOAD_ERROR);
}

export async function getField(api: ApiClient, farmId: string, fieldId: string): Promise<Field> {
  return readItem(await api.get(fieldsPath(farmId, fieldId)), FieldSchema, FIELD_LOAD_ERROR);
}

export async function getFieldHistory(
  api: ApiClient,
  farmId: string,
  fieldId: string,
): Promise<FieldHistory> {
  return readItem(
    await api.get(fieldsPath(farmId, fieldId, 'history')),
    FieldHistorySchema,
    FIELD_LOAD_ERROR,
  );
}

export async function createField(
  api: ApiClient,
  farmId: string,
  input: FieldInput,
): Promise<FieldWriteResult> {
  const body = await api.post(fieldsPath(farmId), validInput(FieldInput, input), {
    schema: FieldResponseSchema,
  });
  return { message: body.message, field: body.data };
}

export async function updateField(
  api: ApiClient,
  farmId: string,
  fieldId: string,
  input: FieldPatchInput,
): Promise<FieldWriteResult> {
  const body = await api.patch(fieldsPath(farmId, fieldId), validInput(FieldPatchInput, input), {
    schema: FieldResponseSchema,
  });
  return { message: body.message, field: body.data };
}

/** Deleted, or archived when the field has crops or soil samples: `outcome` says which. */
export async function deleteField(api: ApiClient, farmId: string, fieldId: string) {
  return api.delete(fieldsPath(farmId, fieldId), { schema: FieldDeleteResponseSchema });
}
