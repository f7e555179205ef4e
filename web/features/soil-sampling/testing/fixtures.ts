// Soil samples and fields as the API answers them, for this feature's tests.
import type { Field } from '@/shared/api/fields';
import type { SoilSample } from '@/shared/api/soil-samples';

export function makeSample(overrides: Partial<SoilSample> = {}): SoilSample {
  return {
    id: 's1',
    field_id: 'fld-1',
    field_name: 'North block',
    sampled_on: '2026-02-01',
    depth_cm: 20,
    location: null,
    lab_name: 'KALRO',
    ph: 5.6,
    nitrogen: 20,
    phosphorus: 12,
    potassium: 140,
    organic_matter: null,
    ec: null,
    extra_values: [],
    notes: null,
    retest_interval_days: null,
    retest_due_on: null,
    has_report: false,
    report_file_name: null,
    created_at: '2026-02-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeFieldOption(overrides: Partial<Field> = {}): Field {
  return {
    id: 'fld-1',
    farm_id: 'f1',
    name: 'North block',
    area: 2,
    area_unit: 'acres',
    area_hectares: 0.8094,
    soil_type: null,
    irrigation: null,
    latitude: null,
    longitude: null,
    notes: null,
    archived: false,
    crop_count: 0,
    current_crop: null,
    created_at: '2026-01-01T08:00:00.000Z',
    updated_at: '2026-01-01T08:00:00.000Z',
    ...overrides,
  };
}

export const makePage = (data: SoilSample[]) => ({
  data,
  meta: { page: 1, per_page: 25, total: data.length, unfiltered_total: data.length },
});
