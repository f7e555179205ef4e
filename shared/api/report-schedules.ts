// Reports mailed on a schedule (docs/product/reports.md "Scheduled e-mails"): the caller's own schedules on a
// farm, added and removed. Inputs are checked with the contract the server uses.
import {
  CreateReportScheduleInput,
  ReportScheduleListSchema,
  ReportScheduleResponseSchema,
  type ReportSchedule,
} from '@/shared/contracts/report-schedules';
import type { ReportKind } from '@/shared/contracts/report-enums';
import type { ApiClient } from './client';
import { validInput } from './input';

export type { ReportSchedule };

export const REPORT_SCHEDULES_LOAD_ERROR = 'Failed to load your report e-mails';

const schedulesPath = (farmId: string) => `/api/farms/${encodeURIComponent(farmId)}/report-schedules`;

export async function listReportSchedules(
  api: ApiClient,
  farmId: string,
  report?: ReportKind,
): Promise<ReportSchedule[]> {
  const body = await api.get(schedulesPath(farmId), {
    params: report ? { report } : {},
    schema: ReportScheduleListSchema,
    parseErrorMessage: REPORT_SCHEDULES_LOAD_ERROR,
  });
  return body.data;
}

export async function addReportSchedule(
  api: ApiClient,
  farmId: string,
  input: CreateReportScheduleInput,
): Promise<ReportSchedule> {
  const body = await api.post(schedulesPath(farmId), validInput(CreateReportScheduleInput, input), {
    schema: ReportScheduleResponseSchema,
  });
  return body.data;
}

export async function removeReportSchedule(
  api: ApiClient,
  farmId: string,
  scheduleId: string,
): Promise<void> {
  await api.delete(`${schedulesPath(farmId)}/${encodeURIComponent(scheduleId)}`);
}
