// A farm's people (docs/product/staff.md): invitations, staff and teams under a farm, and the public
// invitation calls the invited person uses.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { invitationRoutes } from './invitation-routes';
import { publicInvitationRoutes } from './public-invitation-routes';
import { staffRoutes } from './staff-routes';
import { teamRoutes } from './team-routes';

export const staffModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(invitationRoutes, { ctx, prefix: '/api/farms' });
  await app.register(staffRoutes, { ctx, prefix: '/api/farms' });
  await app.register(teamRoutes, { ctx, prefix: '/api/farms' });
  await app.register(publicInvitationRoutes, { ctx, prefix: '/api/invitations' });
};
