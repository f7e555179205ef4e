// /api/admin/roles (docs/product/platform-staff.md "Roles"): roles.view to list, roles.create, .edit and .delete to
// change custom roles; the built-in two are fixed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePlatformRoleInput,
  PlatformRoleListSchema,
  PlatformRoleResponseSchema,
  UpdatePlatformRoleInput,
} from '@/shared/contracts/platform-staff';
import type { RouteOptions } from '@/server/lib/route-options';
import { requirePlatformPermission } from './platform-access';
import { createPlatformRoleService } from './platform-roles';
import { PlatformRoleParams } from './params';

export const platformRoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const roles = createPlatformRoleService(ctx);
  const needs = (permission: Parameters<typeof requirePlatformPermission>[2]) =>
    requirePlatformPermission(app, ctx.db, permission);
  const config = { access: 'admin' } as const;

  app.get(
    '/roles',
    { config, onRequest: needs('roles.view'), schema: { response: { 200: PlatformRoleListSchema } } },
    async () => ({ data: await roles.list() }),
  );

  app.post(
    '/roles',
    {
      config,
      onRequest: needs('roles.create'),
      schema: { body: CreatePlatformRoleInput, response: { 201: PlatformRoleResponseSchema } },
    },
    async (request, reply) => reply.code(201).send({ data: await roles.create(request.body) }),
  );

  app.patch(
    '/roles/:roleId',
    {
      config,
      onRequest: needs('roles.edit'),
      schema: {
        params: PlatformRoleParams,
        body: UpdatePlatformRoleInput,
        response: { 200: PlatformRoleResponseSchema },
      },
    },
    async (request) => ({ data: await roles.update(request.params.roleId, request.body) }),
  );

  app.delete(
    '/roles/:roleId',
    { config, onRequest: needs('roles.delete'), schema: { params: PlatformRoleParams } },
    async (request, reply) => {
      await roles.remove(request.params.roleId);
      return reply.code(204).send();
    },
  );
};
