// Fields as the API answers them, for this feature's tests.
import type { Field, FieldHistory } from '@/shared/api/fields';

export function makeField(overrides: Partial<Field> = {}): Field {
  return {
    id: 'fld-1',
    farm_id: 'f1',
    name: 'North block',
    area: 2.5,
    area_unit: 'acres',
    area_hectares: 1.0117,
    soil_type: 'clay_loam',
    irrigation: 'drip',
    latitude: null,
    longitude: null,
    notes: null,
    archived: false,
    crop_count: 2,
    current_crop: { id: 'crop-1', name: 'Maize', status: 'growing' },
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeFieldHistory(overrides: Partial<FieldHistory> = {}): FieldHistory {
  return {
    crops: [
      {
        id: 'crop-1',
        name: 'Maize',
        variety: 'H614',
        season: 'Long rains 2026',
        planting_date: '2026-03-15',
        status: 'growing',
      },
    ],
    soil_samples: [
      {
        id: 's1',
        sampled_on: '2026-02-01',
        lab_name: 'KALRO',
        ph: 5.6,
        nitrogen: 20,
        phosphorus: 12,
        potassium: 140,
        organic_matter: 2.1,
        retest_due_on: null,
      },
    ],
    tasks: [{ id: 'task-1', title: 'Weed the maize', status: 'todo', due_date: '2026-04-01' }],
    ...overrides,
  };
}
