// Report schedules (docs/product/reports.md "Scheduled e-mails"): GET, POST and DELETE under
// /api/farms/{farmId}/report-schedules, for anyone who may read the farm's reports, each on their own schedules.
// The sending is a scheduler job (report-schedule-job.ts).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateReportScheduleInput,
  ReportScheduleListQuery,
  ReportScheduleListSchema,
  ReportScheduleResponseSchema,
} from '@/shared/contracts/report-schedules';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { createReportScheduleService } from './report-schedules';

const ScheduleParams = FarmParams.extend({ scheduleId: z.string() });

export const reportSchedulesModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const schedules = createReportScheduleService(ctx);
  const base = '/api/farms/:farmId/report-schedules';

  app.get(
    base,
    {
      onRequest: app.requireUser,
      config: { farmPermission: 'reports.view' },
      schema: {
        params: FarmParams,
        querystring: ReportScheduleListQuery,
        response: { 200: ReportScheduleListSchema },
      },
    },
    async (request) => ({
      data: await schedules.list(currentUser(request).id, request.params.farmId, request.query.report),
    }),
  );

  app.post(
    base,
    {
      onRequest: app.requireUser,
      config: { farmPermission: 'reports.view' },
      schema: {
        params: FarmParams,
        body: CreateReportScheduleInput,
        response: { 201: ReportScheduleResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await schedules.create(currentUser(request).id, request.params.farmId, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.delete(
    `${base}/:scheduleId`,
    {
      onRequest: app.requireUser,
      config: { farmPermission: 'reports.view' },
      schema: { params: ScheduleParams },
    },
    async (request, reply) => {
      await schedules.remove(currentUser(request).id, request.params.farmId, request.params.scheduleId);
      return reply.code(204).send();
    },
  );
};
