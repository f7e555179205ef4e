// The imports' routes for the authorization matrix (matrix-samples.ts spreads them in): each kind's template,
// preview and commit, with a one-row CSV whose names are new for every caller.
import { IMPORT_KINDS, type ImportKind } from '@/shared/contracts/imports';
import type { MatrixRequest, MatrixWorld } from './matrix-world';

type Sample = (w: MatrixWorld) => Promise<MatrixRequest> | MatrixRequest;

const ROW: Record<ImportKind, (unique: string) => string> = {
  items: (u) => `Name,Type,Category,Quantity,Storage location\nMatrix item ${u},input,Seeds,5,Main store`,
  suppliers: (u) => `Name\nMatrix supplier ${u}`,
  customers: (u) => `Name\nMatrix customer ${u}`,
  expenses: (u) =>
    `Date,Description,Category,Amount,Payment method\n2026-01-05,Matrix expense ${u},Fuel and power,100,Cash`,
};

const upload =
  (kind: ImportKind, step: 'preview' | 'commit'): Sample =>
  (w) => ({
    method: 'POST',
    url: `/api/farms/${w.farm.farmId}/imports/${kind}/${step}`,
    payload: Buffer.from(ROW[kind](w.unique())),
    headers: { 'content-type': 'text/csv' },
  });

export const IMPORT_MATRIX_SAMPLES: Record<string, Sample> = Object.fromEntries(
  IMPORT_KINDS.flatMap((kind): [string, Sample][] => [
    [
      `GET /api/farms/:farmId/imports/${kind}/template`,
      (w) => ({ method: 'GET', url: `/api/farms/${w.farm.farmId}/imports/${kind}/template?format=csv` }),
    ],
    [`POST /api/farms/:farmId/imports/${kind}/preview`, upload(kind, 'preview')],
    [`POST /api/farms/:farmId/imports/${kind}/commit`, upload(kind, 'commit')],
  ]),
);
