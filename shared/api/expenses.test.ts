// The expense and cash-book fetchers: inputs are checked with the server's contract before anything is sent (a
// tax larger than the amount fails here as the 422 would), the paths, and the answers parsed by their schemas.
import { describe, expect, it } from 'vitest';
import { createExpense, listExpenseCategories, updateExpense } from './expenses';
import { fakeApi } from './fake-client.test-helper';
import { getCashBookSummary, listCashBook } from './transactions';

const FERTILIZER = '00000000-0000-4000-8000-0000000000e2';
const EXPENSE = {
  id: 'e1',
  category: { id: FERTILIZER, name: 'Fertilizer', default: true },
  supplier: null,
  description: 'CAN',
  amount_minor: 5_000,
  tax_minor: 0,
  currency: 'KES',
  spent_on: '2026-03-10',
  payment_method: 'cash',
  reference: null,
  crop: null,
  field: null,
  item: null,
  movement_id: null,
  has_receipt: false,
  receipt_file_name: null,
  created_by_name: null,
  created_at: '2026-03-10T08:00:00.000Z',
};
const input = {
  category_id: FERTILIZER,
  description: 'CAN',
  amount_minor: 5_000,
  spent_on: '2026-03-10',
  payment_method: 'cash' as const,
};

describe('expense fetchers', () => {
  it('records an expense at the farm’s path and answers it parsed', async () => {
    const { api, calls } = fakeApi(() => ({ message: 'Expense recorded', data: EXPENSE }));
    const result = await createExpense(api, 'f 1', input, 'key-1');
    expect(result).toEqual({ message: 'Expense recorded', expense: EXPENSE });
    expect(calls[0]).toMatchObject({ method: 'post', url: '/api/farms/f%201/expenses' });
    expect(calls[0]!.data).toMatchObject({ ...input, tax_minor: 0, stock: null });
  });

  it('refuses before sending what the server would refuse', async () => {
    const { api, calls } = fakeApi(() => ({ message: 'x', data: EXPENSE }));
    await expect(createExpense(api, 'f1', { ...input, tax_minor: 6_000 })).rejects.toThrow(
      'The tax is part of the amount: it cannot be more than the amount.',
    );
    await expect(updateExpense(api, 'f1', 'e1', { amount_minor: 0 })).rejects.toThrow(
      'The amount must be more than 0.',
    );
    expect(calls).toEqual([]);
  });

  it('reads the categories', async () => {
    const { api, calls } = fakeApi(() => ({
      data: [{ id: FERTILIZER, name: 'Fertilizer', default: true, archived: false }],
    }));
    expect(await listExpenseCategories(api, 'f1')).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/farms/f1/expense-categories');
  });
});

describe('cash-book fetchers', () => {
  it('reads a page and the summary', async () => {
    const { api, calls } = fakeApi((call) =>
      call.url.endsWith('/summary')
        ? {
            data: {
              currency: 'KES',
              income_minor: 1,
              expense_minor: 0,
              net_minor: 1,
              opening_balance_minor: null,
              closing_balance_minor: 1,
              entries: 1,
            },
          }
        : { data: [], meta: { page: 1, per_page: 25, total: 0, next_cursor: null, currency: 'KES' } },
    );
    expect((await listCashBook(api, 'f1', { direction: 'income' })).meta.total).toBe(0);
    expect((await getCashBookSummary(api, 'f1')).net_minor).toBe(1);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/farms/f1/transactions',
      '/api/farms/f1/transactions/summary',
    ]);
  });
});
