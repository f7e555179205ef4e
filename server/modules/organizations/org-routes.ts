// The organization's own calls, under /api/org (docs/product/organizations.md): its dashboard, and the
// invitations it sends, and its reports comparing the sharing farms. Any signed-in account may call them; all but
// an organization's get 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InviteFarmInput,
  OrganizationDashboardSchema,
  OrgReportExportQuerySchema,
  OrgReportQuerySchema,
  OrgReportResponseSchema,
  SentInvitationListSchema,
} from '@/shared/contracts/organizations';
import { sendExport } from '@/server/lib/exports/send-export';
import { languageOf } from '@/server/lib/i18n';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { todayOf } from '@/server/modules/inventory/inventory-status';
import { requireFeature } from '@/server/modules/entitlements/guards';
import { organizationOf } from './organization-account';
import { memberFarms } from './org-dashboard';
import { createOrgInvitationService } from './org-invitations';
import { orgReport } from './org-reports';
import { orgReportDocument } from './org-report-document';
import { SentInvitationParams } from './params';

export const orgRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const invitations = createOrgInvitationService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/dashboard',
    { config: { access: 'account' }, schema: { response: { 200: OrganizationDashboardSchema } } },
    async (request) => {
      const organization = await organizationOf(ctx.db, currentUser(request));
      return {
        organization: { id: organization.id, name: organization.name },
        farms: await memberFarms(ctx.db, organization, todayOf(ctx.clock)),
        invitations: await invitations.list(organization),
      };
    },
  );

  app.post(
    '/invitations',
    {
      config: { access: 'account' },
      schema: { body: InviteFarmInput, response: { 201: SentInvitationListSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const organization = await organizationOf(ctx.db, user);
      // Inviting farms is what an organization's package turns on (docs/product/packages.md).
      await requireFeature(ctx, user.id, 'organizations');
      return reply.code(201).send({ data: await invitations.invite(organization, user.id, request.body) });
    },
  );

  app.delete(
    '/invitations/:invitationId',
    { config: { access: 'account' }, schema: { params: SentInvitationParams } },
    async (request, reply) => {
      const organization = await organizationOf(ctx.db, currentUser(request));
      await invitations.cancel(organization, request.params.invitationId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/reports',
    {
      config: { access: 'account' },
      schema: { querystring: OrgReportQuerySchema, response: { 200: OrgReportResponseSchema } },
    },
    async (request) => {
      const organization = await organizationOf(ctx.db, currentUser(request));
      return { data: await orgReport(ctx.db, organization, request.query, ctx.clock.now()) };
    },
  );

  app.get(
    '/reports/export',
    { config: { access: 'account' }, schema: { querystring: OrgReportExportQuerySchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const organization = await organizationOf(ctx.db, user);
      // Files are a paid feature like every report export (docs/product/packages.md).
      await requireFeature(ctx, user.id, 'reports_export');
      const report = await orgReport(ctx.db, organization, request.query, ctx.clock.now());
      return sendExport(
        reply,
        request.query.format,
        orgReportDocument(report, await languageOf(ctx.db, user.id)),
      );
    },
  );
};
