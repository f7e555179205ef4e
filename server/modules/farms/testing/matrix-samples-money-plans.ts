// The contributors', budgets' and finance overview's routes for the authorization matrix (matrix-samples.ts
// spreads them in). Each caller's request has a contributor, contribution or plan of its own, made by the owner.
import type { Caller, MatrixRequest, MatrixWorld } from './matrix-world';

type Sample = (w: MatrixWorld, caller: Caller) => Promise<MatrixRequest> | MatrixRequest;

const farmUrl = (w: MatrixWorld, rest = '') => `/api/farms/${w.farm.farmId}${rest}`;
const get = (url: string): MatrixRequest => ({ method: 'GET', url });
const FEED = '00000000-0000-4000-8000-0000000000e1';

const newContributor = (w: MatrixWorld) =>
  w.post(farmUrl(w, '/contributors'), { name: `Partner ${w.unique()}`, kind: 'partner' });
const contribution = {
  kind: 'contribution',
  amount_minor: 500_000,
  occurred_on: '2026-01-10',
  payment_method: 'mpesa',
};
const newContribution = async (w: MatrixWorld) =>
  w.post(farmUrl(w, `/contributors/${await newContributor(w)}/contributions`), contribution);
const plan = (w: MatrixWorld) => ({
  name: `Long rains ${w.unique()}`,
  period: 'season',
  starts_on: '2026-03-01',
  ends_on: '2026-07-31',
  lines: [{ kind: 'expense_category', category_id: FEED, amount_minor: 5_000_000 }],
});
const newPlan = (w: MatrixWorld) => w.post(farmUrl(w, '/budgets'), plan(w));

export const MONEY_PLANS_MATRIX_SAMPLES: Record<string, Sample> = {
  // Contributors (docs/product/contributors.md)
  'GET /api/farms/:farmId/contributors': (w) => get(farmUrl(w, '/contributors')),
  'POST /api/farms/:farmId/contributors': (w) => ({
    method: 'POST',
    url: farmUrl(w, '/contributors'),
    payload: { name: `Chama ${w.unique()}`, kind: 'group' },
  }),
  'GET /api/farms/:farmId/contributors/:contributorId': async (w) =>
    get(farmUrl(w, `/contributors/${await newContributor(w)}`)),
  'PATCH /api/farms/:farmId/contributors/:contributorId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/contributors/${await newContributor(w)}`),
    payload: { phone: '+254712345678' },
  }),
  'DELETE /api/farms/:farmId/contributors/:contributorId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/contributors/${await newContributor(w)}`),
  }),
  'GET /api/farms/:farmId/contributors/:contributorId/contributions': async (w) =>
    get(farmUrl(w, `/contributors/${await newContributor(w)}/contributions`)),
  'POST /api/farms/:farmId/contributors/:contributorId/contributions': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/contributors/${await newContributor(w)}/contributions`),
    payload: contribution,
  }),
  'PATCH /api/farms/:farmId/contributions/:contributionId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/contributions/${await newContribution(w)}`),
    payload: { amount_minor: 600_000 },
  }),
  'DELETE /api/farms/:farmId/contributions/:contributionId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/contributions/${await newContribution(w)}`),
  }),

  // Budgets (docs/product/budgets.md)
  'GET /api/farms/:farmId/budgets': (w) => get(farmUrl(w, '/budgets')),
  'POST /api/farms/:farmId/budgets': (w) => ({
    method: 'POST',
    url: farmUrl(w, '/budgets'),
    payload: plan(w),
  }),
  'GET /api/farms/:farmId/budgets/:planId': async (w) => get(farmUrl(w, `/budgets/${await newPlan(w)}`)),
  'PATCH /api/farms/:farmId/budgets/:planId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/budgets/${await newPlan(w)}`),
    payload: { notes: 'Checked with the manager' },
  }),
  'DELETE /api/farms/:farmId/budgets/:planId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/budgets/${await newPlan(w)}`),
  }),
  'POST /api/farms/:farmId/budgets/:planId/copy': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/budgets/${await newPlan(w)}/copy`),
  }),

  // The finance overview (docs/product/finance-overview.md)
  'GET /api/farms/:farmId/finance-overview': (w) =>
    get(farmUrl(w, '/finance-overview?from=2026-01-01&to=2026-06-30')),
};
