// Expense queries and writes (docs/product/expenses.md). Each write refreshes the expenses and the cash book (an
// expense is also its entry there); recording a purchase of stock refreshes the store too. Failures reach the
// person as a toast with the server's words in the current language; forms show their own field errors.
import { useCallback, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  createExpense,
  createExpenseCategory,
  deleteExpense,
  deleteExpenseReceipt,
  getExpense,
  listExpenseCategories,
  listExpenses,
  updateExpense,
  uploadExpenseReceipt,
  type CreateExpenseInput,
  type ExpenseListQuery,
  type UpdateExpenseInput,
} from '@/shared/api/expenses';
import { listCrops } from '@/shared/api/crops';
import { listFields } from '@/shared/api/fields';
import { listInventory } from '@/shared/api/inventory';
import { listSuppliers } from '@/shared/api/suppliers';
import { failureMessage, serverSuccessMessage } from '@/shared/api/form-errors';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import { useApi } from '@/web/lib/api';
import { expensesText } from '../i18n';

export const expenseKeys = {
  all: ['expenses'] as const,
  list: (farmId: string, query: ExpenseListQuery) => ['expenses', farmId, 'list', query] as const,
  detail: (farmId: string, id: string) => ['expenses', farmId, 'detail', id] as const,
  categories: (farmId: string) => ['expenses', farmId, 'categories'] as const,
  options: (farmId: string, kind: string) => ['expenses', farmId, 'options', kind] as const,
};

export function useExpenseList(farmId: string, query: ExpenseListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: expenseKeys.list(farmId, query),
    queryFn: ({ signal }) => listExpenses(api, farmId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useExpense(farmId: string, expenseId: string | null) {
  const api = useApi();
  return useQuery({
    enabled: Boolean(expenseId),
    queryKey: expenseKeys.detail(farmId, expenseId ?? ''),
    queryFn: () => getExpense(api, farmId, expenseId!),
  });
}

export function useExpenseCategories(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: expenseKeys.categories(farmId),
    queryFn: () => listExpenseCategories(api, farmId),
  });
}

/** What an expense may point to. A list that fails to load leaves its picker empty; the server checks every id. */
export function useAllocationOptions(farmId: string) {
  const api = useApi();
  const suppliers = useQuery({
    queryKey: expenseKeys.options(farmId, 'suppliers'),
    queryFn: async () => (await listSuppliers(api, farmId)).map(({ id, name }) => ({ id, name })),
  });
  const crops = useQuery({
    queryKey: expenseKeys.options(farmId, 'crops'),
    queryFn: async () =>
      (await listCrops(api, farmId)).map((c) => ({ id: c.id, name: `${c.name} · ${c.season}` })),
  });
  const fields = useQuery({
    queryKey: expenseKeys.options(farmId, 'fields'),
    queryFn: async () => (await listFields(api, farmId)).map(({ id, name }) => ({ id, name })),
  });
  const items = useQuery({
    queryKey: expenseKeys.options(farmId, 'items'),
    queryFn: async () =>
      (await listInventory(api, farmId, { per_page: 100, sort: 'name' })).data.map((item) => ({
        id: item.id,
        name: item.name,
        unit: item.unit,
        type: item.item_type,
      })),
  });
  return {
    suppliers: suppliers.data ?? [],
    crops: crops.data ?? [],
    fields: fields.data ?? [],
    items: items.data ?? [],
  };
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async (stock = false) => {
    await queryClient.invalidateQueries({ queryKey: expenseKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['cash-book'] });
    if (stock) await queryClient.invalidateQueries({ queryKey: ['inventory'] });
  };
}

const failed = (error: unknown) => toast.error(failureMessage(error, expensesText.t('couldNotSave')));

export function useCreateCategory(farmId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (name: string) => createExpenseCategory(api, farmId, { name }),
    onSuccess: async (result) => {
      toast.success(serverSuccessMessage(result.message, expensesText.t('categoryAdded')));
      await refresh();
    },
  });
}

/**
 * One Idempotency-Key per submission: sending the same values again (a retry after a lost answer, a second click)
 * reuses the key, so the server records the purchase and receives its stock once; changed values are a new one.
 */
function useSubmissionKey() {
  const current = useRef<{ key: string; fingerprint: string } | null>(null);
  return useCallback((values: unknown) => {
    const fingerprint = JSON.stringify(values);
    if (current.current?.fingerprint !== fingerprint)
      current.current = { key: newIdempotencyKey(), fingerprint };
    return current.current.key;
  }, []);
}

export function useSaveExpense(farmId: string, expenseId: string | null) {
  const api = useApi();
  const refresh = useRefresh();
  const keyFor = useSubmissionKey();
  return useMutation({
    mutationFn: (input: { create?: CreateExpenseInput; update?: UpdateExpenseInput }) =>
      expenseId
        ? updateExpense(api, farmId, expenseId, input.update ?? {})
        : createExpense(api, farmId, input.create!, keyFor(input.create)),
    onSuccess: async (result, input) => {
      const fallback = expenseId ? expensesText.t('expenseSaved') : expensesText.t('expenseAdded');
      toast.success(serverSuccessMessage(result.message, fallback));
      await refresh(Boolean(input.create?.stock));
    },
  });
}

export function useDeleteExpense(farmId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (expenseId: string) => deleteExpense(api, farmId, expenseId),
    onSuccess: async (result) => {
      toast.success(serverSuccessMessage(result.message, expensesText.t('expenseDeleted')));
      await refresh();
    },
    onError: failed,
  });
}

export function useReceipt(farmId: string, expenseId: string) {
  const api = useApi();
  const refresh = useRefresh();
  const upload = useMutation({
    mutationFn: (file: File) => uploadExpenseReceipt(api, farmId, expenseId, file),
    onSuccess: async (result) => {
      toast.success(serverSuccessMessage(result.message, expensesText.t('receiptSaved')));
      await refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteExpenseReceipt(api, farmId, expenseId),
    onSuccess: async (result) => {
      toast.success(serverSuccessMessage(result.message, expensesText.t('receiptRemoved')));
      await refresh();
    },
    onError: failed,
  });
  return { upload, remove };
}
