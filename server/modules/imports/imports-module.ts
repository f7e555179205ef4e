// Imports from spreadsheets (docs/product/imports.md) under /api/farms/{farmId}/imports/{kind}/: the template, a
// preview and the commit. Each kind has its own three routes so each declares the permission of its form (the
// authorization matrix reads them). The file is the raw body (text/csv or the XLSX type), read here up to 20 MB.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CSV_CONTENT_TYPE,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  ImportCommitResponseSchema,
  ImportPreviewResponseSchema,
  ImportTemplateQuery,
  ImportUploadQuery,
  XLSX_CONTENT_TYPE,
  type ImportKind,
} from '@/shared/contracts/imports';
import { FarmParams } from '@/server/lib/params';
import { createIdempotency } from '@/server/lib/idempotency';
import { languageOf } from '@/server/lib/i18n';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { surfaceOf } from '@/server/modules/activity/surface';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { requireRoomFor } from '@/server/modules/entitlements/guards';
import { readBodyUpTo } from '@/server/modules/soil-samples/body-reader';
import { dayOf } from '@/server/modules/inventory/inventory-status';
import { readSheet } from './import-file';
import { IMPORTS } from './import-registry';
import { parseMapping } from './import-rows';
import { commitImport, previewImport } from './import-service';
import { templateCsv, templateXlsx } from './import-template';
import { IMPORT_MESSAGES as M, fill } from './messages';

/**
 * The request as the idempotency service fingerprints it: the same method, path and query, with the file's
 * digest for a body (hashing a JSON copy of 20 MB of bytes would cost more than the import's checks).
 */
function fingerprinted(request: FastifyRequest, bytes: Buffer): FastifyRequest {
  const digest = createHash('sha256').update(bytes).digest('hex');
  return Object.create(request, { body: { value: { file_sha256: digest } } }) as FastifyRequest;
}

export const importsModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const idempotency = createIdempotency(ctx.db, ctx.clock);
  app.addHook('onRequest', app.requireUser);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    readBodyUpTo(request, payload, IMPORT_MAX_BYTES, M.tooLarge).then(
      (bytes) => done(null, bytes),
      (error: Error) => done(error, undefined),
    );
  });

  const access = (request: FastifyRequest, farmId: string, kind: ImportKind) =>
    requireFarmPermission(ctx.db, currentUser(request).id, farmId, IMPORTS[kind].permission);
  const upload = async (request: FastifyRequest) => {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const { mapping } = request.query as { mapping?: string };
    return {
      bytes,
      mapping: parseMapping(mapping),
      sheet: await readSheet(request.headers['content-type'], bytes),
    };
  };

  for (const kind of IMPORT_KINDS) {
    const permission = IMPORTS[kind].permission;
    const base = `/api/farms/:farmId/imports/${kind}`;

    app.get(
      `${base}/template`,
      {
        config: { farmPermission: permission },
        schema: { params: FarmParams, querystring: ImportTemplateQuery },
      },
      async (request, reply) => {
        await access(request, request.params.farmId, kind);
        const name = `shamba-${kind}-template.${request.query.format}`;
        reply
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store');
        if (request.query.format === 'csv')
          return reply.type(`${CSV_CONTENT_TYPE}; charset=utf-8`).send(templateCsv(kind));
        const language = await languageOf(ctx.db, currentUser(request).id);
        return reply.type(XLSX_CONTENT_TYPE).send(await templateXlsx(kind, language));
      },
    );

    app.post(
      `${base}/preview`,
      {
        config: { farmPermission: permission },
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          params: FarmParams,
          querystring: ImportUploadQuery,
          response: { 200: ImportPreviewResponseSchema },
        },
      },
      async (request) => {
        const granted = await access(request, request.params.farmId, kind);
        const { sheet, mapping } = await upload(request);
        const scope = { farmId: granted.farm.id, access: granted, now: ctx.clock.now() };
        return { data: await previewImport(ctx.db, scope, kind, sheet, mapping) };
      },
    );

    app.post(
      `${base}/commit`,
      {
        config: { farmPermission: permission },
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          params: FarmParams,
          querystring: ImportUploadQuery,
          response: { 201: ImportCommitResponseSchema },
        },
      },
      async (request, reply) => {
        const granted = await access(request, request.params.farmId, kind);
        const { farm } = granted;
        const userId = currentUser(request).id;
        const { sheet, mapping, bytes } = await upload(request);
        // The owner's package limits the items (docs/product/packages.md): the whole file must fit.
        if (kind === 'items') await requireRoomFor(ctx, farm.ownerId, 'items', { adding: sheet.rows.length });
        let alerts = 0;
        const answer = await idempotency.run(
          fingerprinted(request, bytes),
          reply,
          async (tx) => {
            const now = ctx.clock.now();
            const w = {
              db: tx,
              access: granted,
              farmId: farm.id,
              userId,
              surface: surfaceOf(request),
              now,
              today: dayOf(now),
            };
            const { alerts: raised, ...result } = await commitImport(w, kind, sheet, mapping);
            alerts = raised;
            return {
              status: 201,
              body: { message: fill(M.imported, { count: result.created }), data: result },
            };
          },
          userId,
        );
        // Committed: the alerts it raised go to the bell now, not at the next minute (docs/product/notifications.md).
        if (alerts > 0) await ctx.notifications.alertsAfterWrite(farm.id);
        return answer;
      },
    );
  }
};
