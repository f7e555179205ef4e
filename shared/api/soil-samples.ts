// A farm's soil samples (docs/product/fields-and-soil.md): per field and for the whole farm, the writes, a
// field's trend of one lab value, and the lab report file (sent as the raw body, read back as a Blob).
import {
  SoilSampleFieldListResponseSchema,
  SoilSampleInput,
  SoilSampleListResponseSchema,
  SoilSamplePatchInput,
  SoilSampleResponseSchema,
  SoilSampleSchema,
  SoilTrendResponseSchema,
  type SoilSample,
  type SoilSampleListQuery,
  type SoilTrendPoint,
} from '@/shared/contracts/soil-samples';
import type { SoilValue } from '@/shared/contracts/farm-work-enums';
import { MessageResponseSchema, type MessageResponse } from '@/shared/contracts/errors';
import type { ApiClient } from './client';
import { validInput } from './input';
import { readItem } from './response';

export type { SoilSample, SoilSampleInput, SoilSampleListQuery, SoilSamplePatchInput, SoilTrendPoint };

export const SOIL_SAMPLES_LOAD_ERROR = 'Failed to load the soil samples';

const farmPath = (farmId: string, ...rest: string[]) =>
  ['/api/farms', farmId, ...rest].map((part, i) => (i === 0 ? part : encodeURIComponent(part))).join('/');

export interface SoilSampleWriteResult {
  message: string;
  sample: SoilSample;
}

/** The farm's samples, newest first, a page at a time, optionally of one field and between two days. */
export async function listSoilSamples(api: ApiClient, farmId: string, query: SoilSampleListQuery = {}) {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return api.get(farmPath(farmId, 'soil-samples'), {
    params,
    schema: SoilSampleListResponseSchema,
    parseErrorMessage: SOIL_SAMPLES_LOAD_ERROR,
  });
}

export async function listFieldSoilSamples(api: ApiClient, farmId: string, fieldId: string) {
  const body = await api.get(farmPath(farmId, 'fields', fieldId, 'soil-samples'), {
    schema: SoilSampleFieldListResponseSchema,
    parseErrorMessage: SOIL_SAMPLES_LOAD_ERROR,
  });
  return body.data;
}

export async function getSoilSample(api: ApiClient, farmId: string, sampleId: string): Promise<SoilSample> {
  return readItem(await api.get(farmPath(farmId, 'soil-samples', sampleId)), SoilSampleSchema);
}

export async function createSoilSample(
  api: ApiClient,
  farmId: string,
  fieldId: string,
  input: SoilSampleInput,
): Promise<SoilSampleWriteResult> {
  const body = await api.post(
    farmPath(farmId, 'fields', fieldId, 'soil-samples'),
    validInput(SoilSampleInput, input),
    { schema: SoilSampleResponseSchema },
  );
  return { message: body.message, sample: body.data };
}

export async function updateSoilSample(
  api: ApiClient,
  farmId: string,
  sampleId: string,
  input: SoilSamplePatchInput,
): Promise<SoilSampleWriteResult> {
  const body = await api.patch(
    farmPath(farmId, 'soil-samples', sampleId),
    validInput(SoilSamplePatchInput, input),
    {
      schema: SoilSampleResponseSchema,
    },
  );
  return { message: body.message, sample: body.data };
}

export async function deleteSoilSample(
  api: ApiClient,
  farmId: string,
  sampleId: string,
): Promise<MessageResponse> {
  return api.delete(farmPath(farmId, 'soil-samples', sampleId), { schema: MessageResponseSchema });
}

export async function getSoilTrend(api: ApiClient, farmId: string, fieldId: string, value: SoilValue) {
  const body = await api.get(farmPath(farmId, 'fields', fieldId, 'soil-trend'), {
    params: { value },
    schema: SoilTrendResponseSchema,
  });
  return body.data;
}

/** The report file as the body, its type as Content-Type and its name in the query (max 5 MB; PDF, PNG, JPEG). */
export async function uploadSoilReport(
  api: ApiClient,
  farmId: string,
  sampleId: string,
  file: Blob & { name: string },
): Promise<SoilSampleWriteResult> {
  const body = await api.put(farmPath(farmId, 'soil-samples', sampleId, 'report'), file, {
    params: { file_name: file.name },
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    schema: SoilSampleResponseSchema,
  });
  return { message: body.message, sample: body.data };
}

export async function downloadSoilReport(api: ApiClient, farmId: string, sampleId: string): Promise<Blob> {
  return api.get<Blob>(farmPath(farmId, 'soil-samples', sampleId, 'report'), { responseType: 'blob' });
}
