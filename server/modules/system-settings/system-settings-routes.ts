// /api/admin/system-settings, /api/admin/platform-invitations and the public /api/platform
// (docs/product/system-settings.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreatePlatformInvitationInput,
  PlatformInfoSchema,
  PlatformInvitationListSchema,
  PlatformInvitationResponseSchema,
  SystemSettingsResponseSchema,
  UpdateSystemSettingsInput,
} from '@/shared/contracts/system-settings';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { requirePlatformPermission } from '@/server/modules/platform-staff/platform-access';
import { recordPlatformAction } from '@/server/modules/platform-staff/platform-audit';
import { appUrlFor, configuredAppUrl } from '@/server/modules/staff/app-url';
import { cachedSettings, forgetSettings } from './cached-settings';
import { DEFAULT_MAINTENANCE_MESSAGE } from './maintenance';
import { createPlatformInvitations } from './platform-invitations';
import { readSystemSettings, writeSystemSettings } from './settings-store';

const InvitationParams = z.object({ id: z.uuid({ error: 'That invitation was not found.' }) });

export const systemSettingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const invitations = createPlatformInvitations(ctx);
  const appUrl = appUrlFor(configuredAppUrl());
  const admin = { access: 'admin' } as const;
  const needs = (permission: Parameters<typeof requirePlatformPermission>[2]) =>
    requirePlatformPermission(app, ctx.db, permission);

  app.get(
    '/api/admin/system-settings',
    {
      config: admin,
      onRequest: needs('settings.view'),
      schema: { response: { 200: SystemSettingsResponseSchema } },
    },
    async () => ({ data: await readSystemSettings(ctx.db) }),
  );

  app.put(
    '/api/admin/system-settings',
    {
      config: admin,
      onRequest: needs('settings.edit'),
      schema: { body: UpdateSystemSettingsInput, response: { 200: SystemSettingsResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const changed = Object.keys(request.body);
      await ctx.db.transaction(async (tx) => {
        await writeSystemSettings(tx, request.body, user.id, ctx.clock.now());
        await recordPlatformAction(tx, {
          actor: { id: user.id, name: user.name },
          module: 'settings',
          action: 'edit',
          targetType: 'system_settings',
          summary: `Changed the system settings (${changed.join(', ') || 'nothing'})`,
          details: request.body,
        });
      });
      forgetSettings(ctx.db);
      return { data: await readSystemSettings(ctx.db) };
    },
  );

  app.get(
    '/api/admin/platform-invitations',
    {
      config: admin,
      onRequest: needs('settings.view'),
      schema: { response: { 200: PlatformInvitationListSchema } },
    },
    async () => ({ data: await invitations.list() }),
  );

  app.post(
    '/api/admin/platform-invitations',
    {
      config: admin,
      onRequest: needs('settings.edit'),
      schema: { body: CreatePlatformInvitationInput, response: { 201: PlatformInvitationResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const invitation = await invitations.invite(
        { id: user.id, name: user.name },
        request.body.email,
        appUrl(request),
      );
      return reply.code(201).send({ data: invitation });
    },
  );

  app.delete(
    '/api/admin/platform-invitations/:id',
    { config: admin, onRequest: needs('settings.edit'), schema: { params: InvitationParams } },
    async (request, reply) => {
      const user = currentUser(request);
      await invitations.revoke({ id: user.id, name: user.name }, request.params.id);
      return reply.code(204).send();
    },
  );

  // Read by every page of the web app before it knows who is signed in. The process keeps the settings for two
  // seconds (cached-settings.ts), so polls cost no query; browsers must ask each time, or a page reloaded right
  // after maintenance was switched would show the old state.
  app.get(
    '/api/platform',
    { config: { access: 'public' }, schema: { response: { 200: PlatformInfoSchema } } },
    async (_request, reply) => {
      const { general, registration, maintenance } = await cachedSettings(ctx.db);
      reply.header('cache-control', 'no-cache');
      return {
        ...general,
        registration_mode: registration.mode,
        maintenance: {
          enabled: maintenance.enabled,
          message: maintenance.message || (maintenance.enabled ? DEFAULT_MAINTENANCE_MESSAGE : ''),
        },
      };
    },
  );
};
