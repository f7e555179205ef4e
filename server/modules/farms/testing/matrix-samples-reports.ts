// The reports' routes for the authorization matrix (matrix-samples.ts spreads them in): each report of the
// registry over this month, and the seasons list.
import { REPORTS } from '@/server/modules/reports/report-registry';
import type { MatrixRequest, MatrixWorld } from './matrix-world';

type Sample = (w: MatrixWorld) => Promise<MatrixRequest> | MatrixRequest;

export const REPORT_MATRIX_SAMPLES: Record<string, Sample> = {
  ...Object.fromEntries(
    REPORTS.map((report): [string, Sample] => [
      `GET /api/farms/:farmId/reports/${report.kind}`,
      (w) => ({ method: 'GET', url: `/api/farms/${w.farm.farmId}/reports/${report.kind}?period=month` }),
    ]),
  ),
  'GET /api/farms/:farmId/report-seasons': (w) => ({
    method: 'GET',
    url: `/api/farms/${w.farm.farmId}/report-seasons`,
  }),
};
