// Authorization matrix samples of the customers (docs/product/customers.md): spread into MATRIX_SAMPLES
// (matrix-samples.ts).
import type { MatrixRequest, MatrixWorld } from './matrix-world';

const farmUrl = (w: MatrixWorld, rest = '') => `/api/farms/${w.farm.farmId}${rest}`;
/** A customer of the world farm made by the owner, so a change or delete touches nobody else's. */
const newCustomer = (w: MatrixWorld) => w.post(farmUrl(w, '/customers'), { name: `Buyer ${w.unique()}` });

export const CUSTOMER_MATRIX_SAMPLES: Record<
  string,
  (w: MatrixWorld) => Promise<MatrixRequest> | MatrixRequest
> = {
  'GET /api/farms/:farmId/customers': (w) => ({ method: 'GET', url: farmUrl(w, '/customers?q=buyer') }),
  'POST /api/farms/:farmId/customers': (w) => ({
    method: 'POST',
    url: farmUrl(w, '/customers'),
    payload: { name: `Buyer ${w.unique()}` },
  }),
  'GET /api/farms/:farmId/customers/:customerId': async (w) => ({
    method: 'GET',
    url: farmUrl(w, `/customers/${await newCustomer(w)}`),
  }),
  'PATCH /api/farms/:farmId/customers/:customerId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/customers/${await newCustomer(w)}`),
    payload: { notes: 'Pays on Fridays' },
  }),
  'DELETE /api/farms/:farmId/customers/:customerId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/customers/${await newCustomer(w)}`),
  }),
  'GET /api/farms/:farmId/customers/:customerId/sales': async (w) => ({
    method: 'GET',
    url: farmUrl(w, `/customers/${await newCustomer(w)}/sales`),
  }),
};
