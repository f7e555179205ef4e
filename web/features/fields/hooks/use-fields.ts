// Field queries and writes with their toasts (docs/product/fields-and-soil.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  createField,
  deleteField,
  getField,
  getFieldHistory,
  listFields,
  updateField,
  type Field,
  type FieldInput,
} from '@/shared/api/fields';
import { failureMessage } from '@/shared/api/form-errors';
import { useApi } from '@/web/lib/api';
import { fieldKeys } from '../field-keys';
import { fieldsText } from '../i18n';

export function useFields(farmId: string, includeArchived = false) {
  const api = useApi();
  return useQuery({
    queryKey: fieldKeys.list(farmId, includeArchived),
    queryFn: () => listFields(api, farmId, includeArchived),
  });
}

export function useField(farmId: string, fieldId: string) {
  const api = useApi();
  return useQuery({
    queryKey: fieldKeys.field(farmId, fieldId),
    queryFn: () => getField(api, farmId, fieldId),
  });
}

export function useFieldHistory(farmId: string, fieldId: string) {
  const api = useApi();
  return useQuery({
    queryKey: fieldKeys.history(farmId, fieldId),
    queryFn: () => getFieldHistory(api, farmId, fieldId),
  });
}

export function useSaveField(farmId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FieldInput }) =>
      id ? updateField(api, farmId, id, input) : createField(api, farmId, input),
    onSuccess: async ({ field }, { id }) => {
      toast.success(fieldsText.t(id ? 'fieldSaved' : 'fieldAdded', { name: field.name }));
      await client.invalidateQueries({ queryKey: fieldKeys.all });
    },
  });
}

export function useDeleteField(farmId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (field: Field) => deleteField(api, farmId, field.id),
    onSuccess: async ({ outcome }, field) => {
      toast.success(
        fieldsText.t(outcome === 'archived' ? 'fieldArchived' : 'fieldDeleted', { name: field.name }),
      );
      await client.invalidateQueries({ queryKey: fieldKeys.all });
    },
    onError: (error) =>
      toast.error(
        fieldsText.t('couldNotDelete', { reason: failureMessage(error, fieldsText.t('failedToLoadField')) }),
      ),
  });
}
