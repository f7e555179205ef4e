// A farm's contributors and their contributions and withdrawals (docs/product/contributors.md). Inputs are
// checked with the contract the server uses, so a bad amount fails here as a 422 would.
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
  type Contribution,
  type Contributor,
} from '@/shared/contracts/contributors';
import { MessageResponseSchema, type MessageResponse } from '@/shared/contracts/errors';
import type { ApiClient } from './client';
import { validInput } from './input';

export type {
  Contribution,
  Contributor,
  CreateContributionInput,
  CreateContributorInput,
  UpdateContributionInput,
  UpdateContributorInput,
};

export const CONTRIBUTORS_LOAD_ERROR = 'Failed to load the contributors';

const farmPath = (farmId: string, ...rest: string[]) =>
  ['/api/farms', farmId, ...rest].map((part, i) => (i === 0 ? part : encodeURIComponent(part))).join('/');

export async function listContributors(
  api: ApiClient,
  farmId: string,
): Promise<{ data: Contributor[]; currency: string }> {
  return api.get(farmPath(farmId, 'contributors'), {
    schema: ContributorListSchema,
    parseErrorMessage: CONTRIBUTORS_LOAD_ERROR,
  });
}

export async function getContributor(api: ApiClient, farmId: string, id: string): Promise<Contributor> {
  const body = await api.get(farmPath(farmId, 'contributors', id), {
    schema: ContributorDetailSchema,
    parseErrorMessage: CONTRIBUTORS_LOAD_ERROR,
  });
  return body.data;
}

export async function createContributor(api: ApiClient, farmId: string, input: CreateContributorInput) {
  return api.post(farmPath(farmId, 'contributors'), validInput(CreateContributorInput, input), {
    schema: ContributorResponseSchema,
  });
}

export async function updateContributor(
  api: ApiClient,
  farmId: string,
  id: string,
  input: UpdateContributorInput,
) {
  return api.patch(farmPath(farmId, 'contributors', id), validInput(UpdateContributorInput, input), {
    schema: ContributorResponseSchema,
  });
}

export async function deleteContributor(
  api: ApiClient,
  farmId: string,
  id: string,
): Promise<MessageResponse> {
  return api.delete(farmPath(farmId, 'contributors', id), { schema: MessageResponseSchema });
}

export async function listContributions(
  api: ApiClient,
  farmId: string,
  contributorId: string,
): Promise<Contribution[]> {
  const body = await api.get(farmPath(farmId, 'contributors', contributorId, 'contributions'), {
    schema: ContributionListSchema,
    parseErrorMessage: CONTRIBUTORS_LOAD_ERROR,
  });
  return body.data;
}

export async function createContribution(
  api: ApiClient,
  farmId: string,
  contributorId: string,
  input: CreateContributionInput,
) {
  return api.post(
    farmPath(farmId, 'contributors', contributorId, 'contributions'),
    validInput(CreateContributionInput, input),
    { schema: ContributionResponseSchema },
  );
}

export async function updateContribution(
  api: ApiClient,
  farmId: string,
  id: string,
  input: UpdateContributionInput,
) {
  return api.patch(farmPath(farmId, 'contributions', id), validInput(UpdateContributionInput, input), {
    schema: ContributionResponseSchema,
  });
}

export async function deleteContribution(
  api: ApiClient,
  farmId: string,
  id: string,
): Promise<MessageResponse> {
  return api.delete(farmPath(farmId, 'contributions', id), { schema: MessageResponseSchema });
}
