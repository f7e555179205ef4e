// The farmer dashboard's route for the authorization matrix (matrix-samples.ts spreads it in): every member may
// open it (docs/product/dashboard.md).
import type { MatrixRequest, MatrixWorld } from './matrix-world';

export const FARM_DASHBOARD_MATRIX_SAMPLES: Record<
  string,
  (w: MatrixWorld) => Promise<MatrixRequest> | MatrixRequest
> = {
  'GET /api/farms/:farmId/dashboard': (w) => ({
    method: 'GET',
    url: `/api/farms/${w.farm.farmId}/dashboard`,
  }),
};
