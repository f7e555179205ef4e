// Authorization matrix samples of Settings → Financial (docs/product/financial-settings.md): spread into
// MATRIX_SAMPLES (matrix-samples.ts).
import type { MatrixRequest, MatrixWorld } from './matrix-world';

const farmUrl = (w: MatrixWorld, rest = '') => `/api/farms/${w.farm.farmId}${rest}`;
/** A tax rate of the world farm made by the owner, so a change or delete touches nobody else's. */
const newTaxRate = (w: MatrixWorld) =>
  w.post(farmUrl(w, '/tax-rates'), { name: `Levy ${w.unique()}`, percent: 2 });

export const FINANCIAL_SETTINGS_MATRIX_SAMPLES: Record<
  string,
  (w: MatrixWorld) => Promise<MatrixRequest> | MatrixRequest
> = {
  'GET /api/farms/:farmId/financial-settings': (w) => ({
    method: 'GET',
    url: farmUrl(w, '/financial-settings'),
  }),
  'PATCH /api/farms/:farmId/financial-settings': (w) => ({
    method: 'PATCH',
    url: farmUrl(w, '/financial-settings'),
    payload: { fiscal_year_start_month: 1 },
  }),
  'POST /api/farms/:farmId/tax-rates': (w) => ({
    method: 'POST',
    url: farmUrl(w, '/tax-rates'),
    payload: { name: `VAT ${w.unique()}`, percent: 16 },
  }),
  'PATCH /api/farms/:farmId/tax-rates/:taxRateId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/tax-rates/${await newTaxRate(w)}`),
    payload: { percent: 3 },
  }),
  'DELETE /api/farms/:farmId/tax-rates/:taxRateId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/tax-rates/${await newTaxRate(w)}`),
  }),
};
