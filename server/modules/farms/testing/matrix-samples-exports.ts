// The downloads' routes for the authorization matrix (matrix-samples.ts spreads them in): each list export and
// each report's export, as CSV.
import { EXPORT_LISTS } from '@/shared/contracts/exports';
import { REPORTS } from '@/server/modules/reports/report-registry';
import type { MatrixRequest, MatrixWorld } from './matrix-world';

type Sample = (w: MatrixWorld) => Promise<MatrixRequest> | MatrixRequest;

export const EXPORT_MATRIX_SAMPLES: Record<string, Sample> = {
  ...Object.fromEntries(
    EXPORT_LISTS.map((list): [string, Sample] => [
      `GET /api/farms/:farmId/exports/${list}`,
      (w) => ({ method: 'GET', url: `/api/farms/${w.farm.farmId}/exports/${list}?format=csv` }),
    ]),
  ),
  ...Object.fromEntries(
    REPORTS.map((report): [string, Sample] => [
      `GET /api/farms/:farmId/reports/${report.kind}/export`,
      (w) => ({
        method: 'GET',
        url: `/api/farms/${w.farm.farmId}/reports/${report.kind}/export?period=month&format=csv`,
      }),
    ]),
  ),
};
