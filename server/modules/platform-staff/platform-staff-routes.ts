// /api/admin/staff and /api/admin/me/permissions (docs/product/platform-staff.md): each route checks its own
// platform permission on every request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePlatformStaffInput,
  MyPlatformPermissionsSchema,
  PlatformStaffListSchema,
  PlatformStaffResponseSchema,
  UpdatePlatformStaffInput,
} from '@/shared/contracts/platform-staff';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { appUrlFor, configuredAppUrl } from '@/server/modules/staff/app-url';
import { ADMINS_ONLY, platformPermissionsOf, requirePlatformPermission } from './platform-access';
import { createPlatformStaffService } from './platform-staff';
import { StaffParams } from './params';
import { HttpError } from '@/server/lib/http-error';

export const platformStaffRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const staff = createPlatformStaffService(ctx);
  const appUrl = appUrlFor(configuredAppUrl());
  const needs = (permission: Parameters<typeof requirePlatformPermission>[2]) =>
    requirePlatformPermission(app, ctx.db, permission);
  const config = { access: 'admin' } as const;

  app.get(
    '/me/permissions',
    { config, onRequest: app.requireUser, schema: { response: { 200: MyPlatformPermissionsSchema } } },
    async (request) => {
      const user = currentUser(request);
      if (user.user_type.toLowerCase() !== 'superadmin')
        throw new HttpError(403, ADMINS_ONLY, { code: 'forbidden' });
      return { permissions: await platformPermissionsOf(ctx.db, user.id) };
    },
  );

  app.get(
    '/staff',
    { config, onRequest: needs('staff.view'), schema: { response: { 200: PlatformStaffListSchema } } },
    async () => ({ data: await staff.list() }),
  );

  app.post(
    '/staff',
    {
      config,
      onRequest: needs('staff.create'),
      schema: { body: CreatePlatformStaffInput, response: { 201: PlatformStaffResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const member = await staff.add({ id: user.id, name: user.name }, request.body, appUrl(request));
      return reply.code(201).send({ data: member });
    },
  );

  app.patch(
    '/staff/:userId',
    {
      config,
      onRequest: needs('staff.edit'),
      schema: {
        params: StaffParams,
        body: UpdatePlatformStaffInput,
        response: { 200: PlatformStaffResponseSchema },
      },
    },
    async (request) => ({
      data: await staff.changeRole(currentUser(request).id, request.params.userId, request.body),
    }),
  );

  app.delete(
    '/staff/:userId',
    { config, onRequest: needs('staff.delete'), schema: { params: StaffParams } },
    async (request, reply) => {
      await staff.remove(currentUser(request).id, request.params.userId);
      return reply.code(204).send();
    },
  );
};
