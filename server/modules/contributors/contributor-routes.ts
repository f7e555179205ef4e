// docs/product/contributors.md: /api/farms/{farmId}/contributors, their contributions, and
// /api/farms/{farmId}/contributions/{id}. Handlers check access and call the services; every write goes through
// the finance writer (finance-writer.ts), with its Idempotency-Key.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContributionListSchema,
  ContributionResponseSchema,
  ContributorDetailSchema,
  ContributorListSchema,
  ContributorResponseSchema,
  CreateContributionInput,
  CreateContributorInput,
  UpdateContributionInput,
  UpdateContributorInput,
} from '@/shared/contracts/contributors';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { FarmParams } from '@/server/lib/params';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { CONTRIBUTOR_MESSAGES } from './contributor-messages';
import {
  findContributor,
  listContributions,
  listContributors,
  loadContribution,
  loadContributor,
} from './contributor-rows';
import { createContributor, removeContributor, updateContributor } from './contributor-write';
import { createContribution, deleteContribution, updateContribution } from './contribution-write';
import { createFinanceWriter, type FinanceRouteOptions } from './finance-writer';
import { ContributionParams, ContributorParams } from './params';

export const contributorRoutes: FastifyPluginAsyncZod<FinanceRouteOptions> = async (app, options) => {
  const { ctx } = options;
  const write = createFinanceWriter(options);
  app.addHook('onRequest', app.requireUser);
  const view = (request: { params: { farmId: string } }, userId: string) =>
    requireFarmPermission(ctx.db, userId, request.params.farmId, 'finances.view');

  app.get(
    '/:farmId/contributors',
    {
      config: { farmPermission: 'finances.view' },
      schema: { params: FarmParams, response: { 200: ContributorListSchema } },
    },
    async (request) => {
      const { farm } = await view(request, currentUser(request).id);
      return { data: await listContributors(ctx.db, farm.id, farm.currency), currency: farm.currency };
    },
  );

  app.post(
    '/:farmId/contributors',
    {
      config: { farmPermission: 'finances.create' },
      schema: {
        params: FarmParams,
        body: CreateContributorInput,
        response: { 201: ContributorResponseSchema },
      },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.create', 201, async (w) => ({
        message: CONTRIBUTOR_MESSAGES.created,
        data: await loadContributor(w.db, w.farmId, await createContributor(w, request.body), w.currency),
      })),
  );

  app.get(
    '/:farmId/contributors/:contributorId',
    {
      config: { farmPermission: 'finances.view' },
      schema: { params: ContributorParams, response: { 200: ContributorDetailSchema } },
    },
    async (request) => {
      const { farm } = await view(request, currentUser(request).id);
      await findContributor(ctx.db, farm.id, request.params.contributorId);
      return { data: await loadContributor(ctx.db, farm.id, request.params.contributorId, farm.currency) };
    },
  );

  app.patch(
    '/:farmId/contributors/:contributorId',
    {
      config: { farmPermission: 'finances.edit' },
      schema: {
        params: ContributorParams,
        body: UpdateContributorInput,
        response: { 200: ContributorResponseSchema },
      },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.edit', 200, async (w) => {
        await updateContributor(w, request.params.contributorId, request.body);
        return {
          message: CONTRIBUTOR_MESSAGES.saved,
          data: await loadContributor(w.db, w.farmId, request.params.contributorId, w.currency),
        };
      }),
  );

  app.delete(
    '/:farmId/contributors/:contributorId',
    {
      config: { farmPermission: 'finances.delete' },
      schema: { params: ContributorParams, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.delete', 200, async (w) => {
        const done = await removeContributor(w, request.params.contributorId);
        return {
          success: true,
          message: done === 'archived' ? CONTRIBUTOR_MESSAGES.archived : CONTRIBUTOR_MESSAGES.deleted,
        };
      }),
  );

  app.get(
    '/:farmId/contributors/:contributorId/contributions',
    {
      config: { farmPermission: 'finances.view' },
      schema: { params: ContributorParams, response: { 200: ContributionListSchema } },
    },
    async (request) => {
      const { farm } = await view(request, currentUser(request).id);
      const contributor = await findContributor(ctx.db, farm.id, request.params.contributorId);
      return { data: await listContributions(ctx.db, contributor.id) };
    },
  );

  app.post(
    '/:farmId/contributors/:contributorId/contributions',
    {
      config: { farmPermission: 'finances.create' },
      schema: {
        params: ContributorParams,
        body: CreateContributionInput,
        response: { 201: ContributionResponseSchema },
      },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.create', 201, async (w) => {
        const id = await createContribution(w, request.params.contributorId, request.body);
        return {
          message:
            request.body.kind === 'withdrawal'
              ? CONTRIBUTOR_MESSAGES.withdrawalCreated
              : CONTRIBUTOR_MESSAGES.contributionCreated,
          data: await loadContribution(w.db, w.farmId, id),
        };
      }),
  );

  app.patch(
    '/:farmId/contributions/:contributionId',
    {
      config: { farmPermission: 'finances.edit' },
      schema: {
        params: ContributionParams,
        body: UpdateContributionInput,
        response: { 200: ContributionResponseSchema },
      },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.edit', 200, async (w) => {
        await updateContribution(w, request.params.contributionId, request.body);
        return {
          message: CONTRIBUTOR_MESSAGES.contributionSaved,
          data: await loadContribution(w.db, w.farmId, request.params.contributionId),
        };
      }),
  );

  app.delete(
    '/:farmId/contributions/:contributionId',
    {
      config: { farmPermission: 'finances.delete' },
      schema: { params: ContributionParams, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.delete', 200, async (w) => {
        await deleteContribution(w, request.params.contributionId);
        return { success: true, message: CONTRIBUTOR_MESSAGES.contributionDeleted };
      }),
  );
};
