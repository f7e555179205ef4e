// The report schedules' routes for the authorization matrix (matrix-samples.ts spreads them in): each caller lists,
// adds and removes schedules of their own (a schedule is only ever its owner's).
import { eq } from 'drizzle-orm';
import { reportSchedules } from '@/server/db/schema/reports';
import type { Caller, MatrixRequest, MatrixWorld } from './matrix-world';

type Sample = (w: MatrixWorld, caller: Caller) => Promise<MatrixRequest> | MatrixRequest;

const url = (w: MatrixWorld, rest = '') => `/api/farms/${w.farm.farmId}/report-schedules${rest}`;

/** A schedule of the caller's own on the world farm (written straight; callers without access get one too). */
async function ownSchedule(w: MatrixWorld, caller: Caller): Promise<string> {
  if (!caller.userId) return '00000000-0000-4000-8000-000000000000';
  const [row] = await w.t.db
    .insert(reportSchedules)
    .values({
      userId: caller.userId,
      farmId: w.farm.farmId,
      report: 'financial',
      scope: 'farm',
      frequency: 'weekly',
      nextRunAt: new Date(Date.now() + 86_400_000),
    })
    .onConflictDoNothing()
    .returning({ id: reportSchedules.id });
  return row?.id ?? '00000000-0000-4000-8000-000000000000';
}

export const REPORT_SCHEDULE_MATRIX_SAMPLES: Record<string, Sample> = {
  'GET /api/farms/:farmId/report-schedules': (w) => ({ method: 'GET', url: url(w) }),
  'POST /api/farms/:farmId/report-schedules': async (w, caller) => {
    // The caller's earlier one goes first: the 409 for a repeat is not what the matrix checks.
    if (caller.userId) await w.t.db.delete(reportSchedules).where(eq(reportSchedules.userId, caller.userId));
    return {
      method: 'POST',
      url: url(w),
      payload: { report: 'activity', scope: 'farm', frequency: 'monthly' },
    };
  },
  'DELETE /api/farms/:farmId/report-schedules/:scheduleId': async (w, caller) => ({
    method: 'DELETE',
    url: url(w, `/${await ownSchedule(w, caller)}`),
  }),
};
