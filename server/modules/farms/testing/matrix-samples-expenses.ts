// The expenses' and the cash book's routes for the authorization matrix (matrix-samples.ts spreads them in). Each
// caller's request has an expense or category of its own, made by the owner.
import type { Caller, MatrixRequest, MatrixWorld } from './matrix-world';

type Sample = (w: MatrixWorld, caller: Caller) => Promise<MatrixRequest> | MatrixRequest;

const farmUrl = (w: MatrixWorld, rest = '') => `/api/farms/${w.farm.farmId}${rest}`;
const get = (url: string): MatrixRequest => ({ method: 'GET', url });
const LABOUR = '00000000-0000-4000-8000-0000000000e6';

const expense = () => ({
  category_id: LABOUR,
  description: 'Weeding crew',
  amount_minor: 150_000,
  spent_on: '2026-01-15',
  payment_method: 'cash',
});
const newExpense = (w: MatrixWorld) => w.post(farmUrl(w, '/expenses'), expense());
const newCategory = (w: MatrixWorld) =>
  w.post(farmUrl(w, '/expense-categories'), { name: `Own ${w.unique()}` });
const receipt = (w: MatrixWorld, expenseId: string): MatrixRequest => ({
  method: 'PUT',
  url: farmUrl(w, `/expenses/${expenseId}/receipt?file_name=receipt.pdf`),
  payload: Buffer.from('%PDF-1.4\n%%EOF'),
  headers: { 'content-type': 'application/pdf' },
});
async function expenseWithReceipt(w: MatrixWorld) {
  const expenseId = await newExpense(w);
  const res = await w.as(w.callers.owner, receipt(w, expenseId));
  if (res.statusCode !== 200) throw new Error(`receipt upload: ${res.body}`);
  return expenseId;
}

export const EXPENSE_MATRIX_SAMPLES: Record<string, Sample> = {
  // Expenses (docs/product/expenses.md)
  'GET /api/farms/:farmId/expense-categories': (w) => get(farmUrl(w, '/expense-categories')),
  'POST /api/farms/:farmId/expense-categories': (w) => ({
    method: 'POST',
    url: farmUrl(w, '/expense-categories'),
    payload: { name: `Own ${w.unique()}` },
  }),
  'PATCH /api/farms/:farmId/expense-categories/:categoryId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/expense-categories/${await newCategory(w)}`),
    payload: { name: `Renamed ${w.unique()}` },
  }),
  'DELETE /api/farms/:farmId/expense-categories/:categoryId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/expense-categories/${await newCategory(w)}`),
  }),
  'GET /api/farms/:farmId/expenses': (w) => get(farmUrl(w, '/expenses?payment_method=cash')),
  'POST /api/farms/:farmId/expenses': (w) => ({
    method: 'POST',
    url: farmUrl(w, '/expenses'),
    payload: expense(),
  }),
  'GET /api/farms/:farmId/expenses/:expenseId': async (w) =>
    get(farmUrl(w, `/expenses/${await newExpense(w)}`)),
  'PATCH /api/farms/:farmId/expenses/:expenseId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/expenses/${await newExpense(w)}`),
    payload: { amount_minor: 160_000 },
  }),
  'DELETE /api/farms/:farmId/expenses/:expenseId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/expenses/${await newExpense(w)}`),
  }),
  'PUT /api/farms/:farmId/expenses/:expenseId/receipt': async (w) => receipt(w, await newExpense(w)),
  'GET /api/farms/:farmId/expenses/:expenseId/receipt': async (w) =>
    get(farmUrl(w, `/expenses/${await expenseWithReceipt(w)}/receipt`)),
  'DELETE /api/farms/:farmId/expenses/:expenseId/receipt': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/expenses/${await expenseWithReceipt(w)}/receipt`),
  }),

  // The cash book (docs/product/cash-book.md)
  'GET /api/farms/:farmId/transactions': (w) => get(farmUrl(w, '/transactions?direction=expense')),
  'GET /api/farms/:farmId/transactions/summary': (w) =>
    get(farmUrl(w, '/transactions/summary?from=2026-01-01')),
  'GET /api/farms/:farmId/transactions/export.csv': (w) => get(farmUrl(w, '/transactions/export.csv')),
};
