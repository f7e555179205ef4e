// /api/admin/packages and /api/admin/features (docs/product/packages.md "For administrators"): each route checks
// its platform permission; every write goes into the platform activity log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { requirePlatformPermission } from '@/server/modules/platform-staff/platform-access';
import {
  CreatePackageInput,
  FeatureMatrixSchema,
  PackageListSchema,
  PackageResponseSchema,
  ReorderPackagesInput,
  SetPackageFeatureInput,
  UpdatePackageInput,
} from '@/shared/contracts/packages';
import { PACKAGE_FEATURES } from '@/shared/contracts/platform-enums';
import { listPackages } from './package-store';
import {
  createPackage,
  deletePackage,
  makeDefault,
  reorderPackages,
  setArchived,
  setPackageFeature,
  updatePackage,
} from './package-writes';

const PackageParams = z.object({ packageId: z.uuid({ error: 'This package does not exist.' }) });
const FeatureParams = z.object({
  feature: z.enum(PACKAGE_FEATURES, { error: 'Choose one of the listed features.' }),
});

export const adminPackageRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const needs = (permission: Parameters<typeof requirePlatformPermission>[2]) =>
    requirePlatformPermission(app, ctx.db, permission);
  const config = { access: 'admin' } as const;
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name };
  };

  app.get(
    '/packages',
    { config, onRequest: needs('packages.view'), schema: { response: { 200: PackageListSchema } } },
    async () => ({ data: await listPackages(ctx.db) }),
  );

  app.post(
    '/packages',
    {
      config,
      onRequest: needs('packages.create'),
      schema: { body: CreatePackageInput, response: { 201: PackageResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createPackage(ctx, request.body, actorOf(request)) }),
  );

  app.patch(
    '/packages/:packageId',
    {
      config,
      onRequest: needs('packages.edit'),
      schema: { params: PackageParams, body: UpdatePackageInput, response: { 200: PackageResponseSchema } },
    },
    async (request) => ({
      data: await updatePackage(ctx, request.params.packageId, request.body, actorOf(request)),
    }),
  );

  for (const [path, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/packages/:packageId/${path}`,
      {
        config,
        onRequest: needs('packages.edit'),
        schema: { params: PackageParams, response: { 200: PackageResponseSchema } },
      },
      async (request) => ({
        data: await setArchived(ctx, request.params.packageId, archived, actorOf(request)),
      }),
    );
  }

  app.post(
    '/packages/:packageId/default',
    {
      config,
      onRequest: needs('packages.edit'),
      schema: { params: PackageParams, response: { 200: PackageResponseSchema } },
    },
    async (request) => ({ data: await makeDefault(ctx, request.params.packageId, actorOf(request)) }),
  );

  app.put(
    '/packages/order',
    { config, onRequest: needs('packages.edit'), schema: { body: ReorderPackagesInput } },
    async (request, reply) => {
      await reorderPackages(ctx, request.body.ids, actorOf(request));
      return reply.code(204).send();
    },
  );

  app.delete(
    '/packages/:packageId',
    { config, onRequest: needs('packages.delete'), schema: { params: PackageParams } },
    async (request, reply) => {
      await deletePackage(ctx, request.params.packageId, actorOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/features',
    { config, onRequest: needs('features.view'), schema: { response: { 200: FeatureMatrixSchema } } },
    async () => {
      const all = await listPackages(ctx.db);
      const live = all.filter((pkg) => !pkg.archived);
      return {
        features: PACKAGE_FEATURES.map((feature) => ({
          feature,
          package_ids: live.filter((pkg) => pkg.features.includes(feature)).map((pkg) => pkg.id),
        })),
        packages: live.map((pkg) => ({ id: pkg.id, name: pkg.name, archived: pkg.archived })),
      };
    },
  );

  app.put(
    '/features/:feature',
    {
      config,
      onRequest: needs('features.edit'),
      schema: { params: FeatureParams, body: SetPackageFeatureInput },
    },
    async (request, reply) => {
      const { package_id, enabled } = request.body;
      await setPackageFeature(ctx, package_id, request.params.feature, enabled, actorOf(request));
      return reply.code(204).send();
    },
  );
};
