// The "Add crop" form's values and the request they make: blank optional boxes are left out, numbers typed as
// text travel as the text (the contract reads them and words any mistake).
import type { CreateCropInput, CropDetail, UpdateCropInput } from '@/shared/api/crops';

export interface CropFormValues {
  field_id: string;
  name: string;
  variety: string;
  season: string;
  planting_date: string;
  expected_harvest_date: string;
  expected_yield: string;
  yield_unit: string;
  area: string;
  area_unit: string;
  template_id: string;
}

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

export function toCreateRequest(values: CropFormValues): CreateCropInput {
  const expectedYield = blank(values.expected_yield);
  const area = blank(values.area);
  return {
    field_id: values.field_id,
    name: values.name,
    variety: blank(values.variety),
    season: values.season,
    planting_date: values.planting_date,
    expected_harvest_date: blank(values.expected_harvest_date),
    expected_yield: expectedYield,
    yield_unit: expectedYield === null ? null : blank(values.yield_unit),
    ...(area !== null ? { area, area_unit: blank(values.area_unit) as CreateCropInput['area_unit'] } : {}),
    template_id: blank(values.template_id),
  } as CreateCropInput;
}

/** The form's values: empty to add a crop, the crop's own to edit it. */
export function valuesOf(crop?: CropDetail): CropFormValues {
  return {
    field_id: crop?.field_id ?? '',
    name: crop?.name ?? '',
    variety: crop?.variety ?? '',
    season: crop?.season ?? '',
    planting_date: crop?.planting_date ?? '',
    expected_harvest_date: crop?.expected_harvest_date ?? '',
    expected_yield: crop?.expected_yield ? String(Number(crop.expected_yield)) : '',
    yield_unit: crop?.yield_unit ?? 'kg',
    area: crop ? String(Number(crop.area)) : '',
    area_unit: crop?.area_unit ?? '',
    template_id: '',
  };
}

/** An edit sends every box: emptied optional ones clear their value. */
export function toUpdateRequest(values: CropFormValues): UpdateCropInput {
  const request: Partial<CreateCropInput> = toCreateRequest(values);
  delete request.template_id;
  return request as UpdateCropInput;
}
