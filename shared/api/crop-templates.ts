// Crop templates (docs/product/crop-templates.md): the platform's, kept in the admin area, and a farm's choice of
// templates for a new crop with a preview of the plan one would make. Inputs are checked with the contracts the
// server uses, so a wrong template is refused before any request, with the server's own messages.
import {
  CropTemplateListResponseSchema,
  CropTemplateResponseSchema,
  SaveCropAsTemplateInput,
  SaveCropTemplateInput,
  TemplatePreviewQuery,
  TemplatePreviewResponseSchema,
  type CropTemplate,
  type CropTemplateSummary,
  type TemplatePreview,
} from '@/shared/contracts/crop-templates';
import type { ApiClient } from './client';
import { validInput } from './input';

export type { CropTemplate, CropTemplateSummary, SaveCropTemplateInput, TemplatePreview };

const adminUrl = (templateId?: string) =>
  `/api/admin/crop-templates${templateId ? `/${encodeURIComponent(templateId)}` : ''}`;
const farmUrl = (farmId: string, rest = '') => `/api/farms/${encodeURIComponent(farmId)}${rest}`;

export async function listPlatformTemplates(api: ApiClient): Promise<CropTemplateSummary[]> {
  return (await api.get(adminUrl(), { schema: CropTemplateListResponseSchema })).data;
}

export async function getPlatformTemplate(api: ApiClient, templateId: string): Promise<CropTemplate> {
  return (await api.get(adminUrl(templateId), { schema: CropTemplateResponseSchema })).data.template;
}

export async function createPlatformTemplate(
  api: ApiClient,
  input: SaveCropTemplateInput,
): Promise<CropTemplate> {
  const body = await api.post(adminUrl(), validInput(SaveCropTemplateInput, input), {
    schema: CropTemplateResponseSchema,
  });
  return body.data.template;
}

/** Saves the whole template: the stages and tasks sent replace the ones before. */
export async function savePlatformTemplate(
  api: ApiClient,
  templateId: string,
  input: SaveCropTemplateInput,
): Promise<CropTemplate> {
  const body = await api.put(adminUrl(templateId), validInput(SaveCropTemplateInput, input), {
    schema: CropTemplateResponseSchema,
  });
  return body.data.template;
}

export async function deletePlatformTemplate(api: ApiClient, templateId: string): Promise<void> {
  await api.delete(adminUrl(templateId));
}

/** The platform's templates and the farm's own (`scope` says which). */
export async function listFarmTemplates(api: ApiClient, farmId: string): Promise<CropTemplateSummary[]> {
  return (await api.get(farmUrl(farmId, '/crop-templates'), { schema: CropTemplateListResponseSchema })).data;
}

export async function getFarmTemplate(
  api: ApiClient,
  farmId: string,
  templateId: string,
): Promise<CropTemplate> {
  const body = await api.get(farmUrl(farmId, `/crop-templates/${encodeURIComponent(templateId)}`), {
    schema: CropTemplateResponseSchema,
  });
  return body.data.template;
}

/** The dated stages and tasks the template would give a crop planted on that day on that area. */
export async function previewFarmTemplate(
  api: ApiClient,
  farmId: string,
  templateId: string,
  query: TemplatePreviewQuery,
): Promise<TemplatePreview> {
  const params = validInput(TemplatePreviewQuery, query);
  const body = await api.get(farmUrl(farmId, `/crop-templates/${encodeURIComponent(templateId)}/preview`), {
    params: { planting_date: params.planting_date, area: String(params.area), area_unit: params.area_unit },
    schema: TemplatePreviewResponseSchema,
  });
  return body.data;
}

export async function saveCropAsTemplate(
  api: ApiClient,
  farmId: string,
  cropId: string,
  input: SaveCropAsTemplateInput,
): Promise<CropTemplate> {
  const body = await api.post(
    farmUrl(farmId, `/crops/${encodeURIComponent(cropId)}/save-as-template`),
    validInput(SaveCropAsTemplateInput, input),
    { schema: CropTemplateResponseSchema },
  );
  return body.data.template;
}

export async function deleteFarmTemplate(api: ApiClient, farmId: string, templateId: string): Promise<void> {
  await api.delete(farmUrl(farmId, `/crop-templates/${encodeURIComponent(templateId)}`));
}
