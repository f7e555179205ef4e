// docs/product/fields-and-soil.md "Report file": PUT the file as the raw body (Content-Type application/pdf,
// image/png or image/jpeg, its name in ?file_name=), GET it back as a download. This plugin reads every body
// type itself, so a JSON or form body reaches the service and is refused with a 422 that says what to send.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SOIL_REPORT_MAX_BYTES,
  SoilReportQuerySchema,
  SoilSampleResponseSchema,
} from '@/shared/contracts/soil-samples';
import type { RouteOptions } from '@/server/lib/route-options';
import { actorOf } from '@/server/modules/activity/surface';
import { SampleParams } from '@/server/modules/fields/params';
import { currentUser } from '@/server/plugins/auth';
import { readBodyUpTo } from './body-reader';
import { SOIL_MESSAGES } from './soil-messages';
import { createSoilReportService } from './soil-report';

/** RFC 6266: a plain ASCII name for old clients and the exact name, percent-encoded, for the rest. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const soilReportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const reports = createSoilReportService(ctx);
  app.addHook('onRequest', app.requireUser);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    readBodyUpTo(request, payload, SOIL_REPORT_MAX_BYTES, SOIL_MESSAGES.reportTooLarge).then(
      (bytes) => done(null, bytes),
      (error: Error) => done(error, undefined),
    );
  });

  app.put(
    '/:farmId/soil-samples/:sampleId/report',
    {
      config: { farmPermission: 'crops.edit' },
      schema: {
        params: SampleParams,
        querystring: SoilReportQuerySchema,
        response: { 200: SoilSampleResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      message: SOIL_MESSAGES.reportSaved,
      data: await reports.put(actorOf(request), request.params.farmId, request.params.sampleId, {
        fileName: request.query.file_name,
        contentType: request.headers['content-type'],
        bytes: request.body,
      }),
    }),
  );

  app.get(
    '/:farmId/soil-samples/:sampleId/report',
    { config: { farmPermission: 'crops.view' }, schema: { params: SampleParams } },
    async (request, reply) => {
      const report = await reports.get(
        currentUser(request).id,
        request.params.farmId,
        request.params.sampleId,
      );
      return reply
        .header('content-type', report.contentType)
        .header('content-disposition', disposition(report.fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(report.content));
    },
  );
};
