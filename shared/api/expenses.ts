// A farm's expenses (docs/product/expenses.md): the categories (defaults and the farm's own), the filtered, paged
// list with its sums, one expense, the writes (recording a purchase of stock is an Idempotency-Key write: a
// retried submission pays and receives once), and the receipt file (sent as the raw body, read back as a Blob).
import {
  CreateExpenseInput,
  ExpenseCategoryInput,
  ExpenseCategoryListSchema,
  ExpenseCategoryResponseSchema,
  ExpenseDetailResponseSchema,
  ExpensePageSchema,
  ExpenseResponseSchema,
  UpdateExpenseInput,
  type Expense,
  type ExpenseCategory,
  type ExpenseListQuery,
  type ExpensePage,
} from '@/shared/contracts/expenses';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import { MessageResponseSchema, type MessageResponse } from '@/shared/contracts/errors';
import type { ApiClient } from './client';
import { newIdempotencyKey } from './idempotency-key';
import { validInput } from './input';

export type {
  CreateExpenseInput,
  Expense,
  ExpenseCategory,
  ExpenseListQuery,
  ExpensePage,
  UpdateExpenseInput,
};

export const EXPENSES_LOAD_ERROR = 'Failed to load the expenses';

const farmPath = (farmId: string, ...rest: string[]) =>
  ['/api/farms', farmId, ...rest].map((part, i) => (i === 0 ? part : encodeURIComponent(part))).join('/');

/** Filters left empty are not sent. */
const paramsOf = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export async function listExpenseCategories(api: ApiClient, farmId: string): Promise<ExpenseCategory[]> {
  const body = await api.get(farmPath(farmId, 'expense-categories'), { schema: ExpenseCategoryListSchema });
  return body.data;
}

export async function createExpenseCategory(
  api: ApiClient,
  farmId: string,
  input: ExpenseCategoryInput,
): Promise<{ message: string; category: ExpenseCategory }> {
  const body = await api.post(
    farmPath(farmId, 'expense-categories'),
    validInput(ExpenseCategoryInput, input),
    {
      schema: ExpenseCategoryResponseSchema,
    },
  );
  return { message: body.message, category: body.data };
}

export async function renameExpenseCategory(
  api: ApiClient,
  farmId: string,
  categoryId: string,
  input: ExpenseCategoryInput,
): Promise<{ message: string; category: ExpenseCategory }> {
  const body = await api.patch(
    farmPath(farmId, 'expense-categories', categoryId),
    validInput(ExpenseCategoryInput, input),
    { schema: ExpenseCategoryResponseSchema },
  );
  return { message: body.message, category: body.data };
}

export async function deleteExpenseCategory(
  api: ApiClient,
  farmId: string,
  categoryId: string,
): Promise<MessageResponse> {
  return api.delete(farmPath(farmId, 'expense-categories', categoryId), { schema: MessageResponseSchema });
}

/** GET /api/farms/{farmId}/expenses: newest first, 25 a page by default, with the filtered set's sums. */
export async function listExpenses(
  api: ApiClient,
  farmId: string,
  query: ExpenseListQuery = {},
  signal?: AbortSignal,
): Promise<ExpensePage> {
  return api.get(farmPath(farmId, 'expenses'), {
    params: paramsOf(query),
    signal,
    schema: ExpensePageSchema,
    parseErrorMessage: EXPENSES_LOAD_ERROR,
  });
}

export async function getExpense(api: ApiClient, farmId: string, expenseId: string): Promise<Expense> {
  const body = await api.get(farmPath(farmId, 'expenses', expenseId), {
    schema: ExpenseDetailResponseSchema,
  });
  return body.data;
}

export interface ExpenseWriteResult {
  message: string;
  expense: Expense;
}

/** Pass the same `idempotencyKey` when retrying one submission: the server answers as it did the first time. */
export async function createExpense(
  api: ApiClient,
  farmId: string,
  input: CreateExpenseInput,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<ExpenseWriteResult> {
  const body = await api.post(farmPath(farmId, 'expenses'), validInput(CreateExpenseInput, input), {
    schema: ExpenseResponseSchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return { message: body.message, expense: body.data };
}

export async function updateExpense(
  api: ApiClient,
  farmId: string,
  expenseId: string,
  input: UpdateExpenseInput,
): Promise<ExpenseWriteResult> {
  const body = await api.patch(
    farmPath(farmId, 'expenses', expenseId),
    validInput(UpdateExpenseInput, input),
    {
      schema: ExpenseResponseSchema,
    },
  );
  return { message: body.message, expense: body.data };
}

export async function deleteExpense(
  api: ApiClient,
  farmId: string,
  expenseId: string,
): Promise<MessageResponse> {
  return api.delete(farmPath(farmId, 'expenses', expenseId), { schema: MessageResponseSchema });
}

/** The receipt as the body, its type as Content-Type and its name in the query (max 5 MB; PDF, PNG, JPEG). */
export async function uploadExpenseReceipt(
  api: ApiClient,
  farmId: string,
  expenseId: string,
  file: Blob & { name: string },
): Promise<ExpenseWriteResult> {
  const body = await api.put(farmPath(farmId, 'expenses', expenseId, 'receipt'), file, {
    params: { file_name: file.name },
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    schema: ExpenseResponseSchema,
  });
  return { message: body.message, expense: body.data };
}

export async function downloadExpenseReceipt(
  api: ApiClient,
  farmId: string,
  expenseId: string,
): Promise<Blob> {
  return api.get<Blob>(farmPath(farmId, 'expenses', expenseId, 'receipt'), { responseType: 'blob' });
}

export async function deleteExpenseReceipt(
  api: ApiClient,
  farmId: string,
  expenseId: string,
): Promise<MessageResponse> {
  return api.delete(farmPath(farmId, 'expenses', expenseId, 'receipt'), { schema: MessageResponseSchema });
}
