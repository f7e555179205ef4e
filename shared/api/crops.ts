// A farm's crops (docs/product/crops.md): the list (a bare array, a data array or a status wrapper all read the
// same, docs/architecture.md "The API"), one crop (data.crop), the writes, stages, harvests (an Idempotency-Key
// write: a retried harvest goes into stock once) and copying a season. Inputs are checked with the contract the
// server uses, so a bad date fails here as a 422 would.
import {
  CopySeasonInput,
  CopySeasonResponseSchema,
  CreateCropInput,
  CreateStageInput,
  CropDetailResponseSchema,
  CropSchema,
  CropStageResponseSchema,
  HarvestResponseSchema,
  RecordHarvestInput,
  UpdateCropInput,
  UpdateStageInput,
  type AllCropsQuery,
  type Crop,
  type CropDetail,
  type CropListQuery,
  type CropStage,
  type Harvest,
} from '@/shared/contracts/crops';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import { MessageResponseSchema, type MessageResponse } from '@/shared/contracts/errors';
import type { ApiClient } from './client';
import { newIdempotencyKey } from './idempotency-key';
import { validInput } from './input';
import { readItem, readList } from './response';
import { z } from 'zod';

export type {
  AllCropsQuery,
  CopySeasonInput,
  CreateCropInput,
  CreateStageInput,
  Crop,
  CropDetail,
  CropListQuery,
  CropStage,
  Harvest,
  RecordHarvestInput,
  UpdateCropInput,
  UpdateStageInput,
};

export const CROPS_LOAD_ERROR = 'Failed to load the crops';
export const CROP_LOAD_ERROR = 'Failed to load the crop';

const cropsPath = (farmId: string, ...rest: string[]) =>
  ['/api/farms', farmId, 'crops', ...rest]
    .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
    .join('/');

/** Filters left empty are not sent. */
const paramsOf = (query: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

export async function listCrops(api: ApiClient, farmId: string, query: CropListQuery = {}): Promise<Crop[]> {
  const body = await api.get(cropsPath(farmId), { params: paramsOf(query) });
  return readList(body, CropSchema, CROPS_LOAD_ERROR);
}

/** The crops of every farm the user may see crops of, or of one of them. */
export async function listAllCrops(api: ApiClient, query: AllCropsQuery = {}): Promise<Crop[]> {
  const body = await api.get('/api/crops', { params: paramsOf(query) });
  return readList(body, CropSchema, CROPS_LOAD_ERROR);
}

const CropEnvelope = z.object({ crop: z.looseObject({ id: z.string() }) });

/** One crop: the answer's data.crop (a bare crop is read too). */
export async function getCrop(api: ApiClient, farmId: string, cropId: string): Promise<CropDetail> {
  const body = await api.get(cropsPath(farmId, cropId));
  const envelope = readItem(body, CropEnvelope, CROP_LOAD_ERROR);
  return CropDetailResponseSchema.shape.data.shape.crop.parse(envelope.crop);
}

export async function createCrop(
  api: ApiClient,
  farmId: string,
  input: CreateCropInput,
): Promise<CropDetail> {
  const body = await api.post(cropsPath(farmId), validInput(CreateCropInput, input), {
    schema: CropDetailResponseSchema,
  });
  return body.data.crop;
}

export async function updateCrop(
  api: ApiClient,
  farmId: string,
  cropId: string,
  input: UpdateCropInput,
): Promise<CropDetail> {
  const body = await api.patch(cropsPath(farmId, cropId), validInput(UpdateCropInput, input), {
    schema: CropDetailResponseSchema,
  });
  return body.data.crop;
}

export async function deleteCrop(api: ApiClient, farmId: string, cropId: string): Promise<MessageResponse> {
  return api.delete(cropsPath(farmId, cropId), { schema: MessageResponseSchema });
}

export async function addStage(
  api: ApiClient,
  farmId: string,
  cropId: string,
  input: CreateStageInput,
): Promise<CropStage> {
  const body = await api.post(cropsPath(farmId, cropId, 'stages'), validInput(CreateStageInput, input), {
    schema: CropStageResponseSchema,
  });
  return body.data.stage;
}

export async function updateStage(
  api: ApiClient,
  farmId: string,
  cropId: string,
  stageId: string,
  input: UpdateStageInput,
): Promise<CropStage> {
  const body = await api.patch(
    cropsPath(farmId, cropId, 'stages', stageId),
    validInput(UpdateStageInput, input),
    {
      schema: CropStageResponseSchema,
    },
  );
  return body.data.stage;
}

/** Ends the stage under way today and starts this one; answers the crop as it is then. */
export async function startStage(
  api: ApiClient,
  farmId: string,
  cropId: string,
  stageId: string,
): Promise<CropDetail> {
  const body = await api.post(cropsPath(farmId, cropId, 'stages', stageId, 'start'), undefined, {
    schema: CropDetailResponseSchema,
  });
  return body.data.crop;
}

/** Puts a harvest into stock. Pass the same `idempotencyKey` when retrying one submission: it is recorded once. */
export async function recordHarvest(
  api: ApiClient,
  farmId: string,
  cropId: string,
  input: RecordHarvestInput,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<Harvest> {
  const body = await api.post(cropsPath(farmId, cropId, 'harvests'), validInput(RecordHarvestInput, input), {
    schema: HarvestResponseSchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return body.data.harvest;
}

export async function copySeason(api: ApiClient, farmId: string, input: CopySeasonInput) {
  const body = await api.post(cropsPath(farmId, 'copy-season'), validInput(CopySeasonInput, input), {
    schema: CopySeasonResponseSchema,
  });
  return body.data;
}
