// Crops as the server answers them, for the crop screens' tests; each builder takes overrides field by field.
import type { Crop, CropDetail } from '@/shared/api/crops';
import type { Task } from '@/shared/api/tasks';

export const FARM_ID = 'f1';
export const CROP_ID = '22222222-2222-4222-8222-000000000001';
export const STAGE_IDS = [
  '33333333-3333-4333-8333-000000000001',
  '33333333-3333-4333-8333-000000000002',
] as const;

export const makeCrop = (overrides: Partial<Crop> = {}): Crop => ({
  id: CROP_ID,
  farm_id: FARM_ID,
  farm_name: 'Mlima Farm',
  field_id: '55555555-5555-4555-8555-000000000009',
  field_name: 'River plot',
  name: 'Maize',
  variety: 'H614',
  season: '2026 long rains',
  area: '2.0000',
  area_unit: 'hectares',
  planting_date: '2026-03-15',
  expected_harvest_date: '2026-08-01',
  expected_yield: '4000.00',
  yield_unit: 'kg',
  status: 'growing',
  current_stage: { id: STAGE_IDS[0], name: 'Germination', started_on: '2026-03-20' },
  template_id: null,
  copied_from_id: null,
  notes: null,
  created_at: '2026-03-01T08:00:00Z',
  updated_at: '2026-03-01T08:00:00Z',
  ...overrides,
});

export const makeCropDetail = (overrides: Partial<CropDetail> = {}): CropDetail => ({
  ...makeCrop(),
  stages: [
    {
      id: STAGE_IDS[0],
      position: 0,
      name: 'Germination',
      planned_start_date: '2026-03-20',
      started_on: '2026-03-20',
      ended_on: null,
    },
    {
      id: STAGE_IDS[1],
      position: 1,
      name: 'Vegetative',
      planned_start_date: '2026-04-10',
      started_on: null,
      ended_on: null,
    },
  ],
  task_counts: { todo: 2, in_progress: 1, done: 3, overdue: 1 },
  harvests: [],
  harvested_total: '0.00',
  yield_vs_plan: 0,
  costs: { inputs_minor: 85_500, labour_minor: 60_000, total_minor: 145_500, currency: 'KES' },
  ...overrides,
});

export const makeCropAnswer = (crop: CropDetail = makeCropDetail()) => ({ data: { crop } });

/** One task of the crop as the task list answers it. */
export const makeCropTask = (overrides: Partial<Task> = {}): Task => ({
  id: '11111111-1111-4111-8111-000000000001',
  farm_id: FARM_ID,
  farm_name: 'Mlima Farm',
  title: 'Weed the maize',
  description: null,
  kind: 'weeding',
  priority: 'medium',
  status: 'todo',
  assignee: null,
  field: { id: 'fld1', name: 'River plot' },
  crop: { id: CROP_ID, name: 'Maize' },
  crop_stage_id: null,
  item: null,
  due_date: '2026-03-10',
  due_time: null,
  overdue: true,
  hours_worked: '0.00',
  recurrence: null,
  series_id: null,
  checklist_done: 0,
  checklist_total: 0,
  input_count: 0,
  completed_at: null,
  completed_by: null,
  created_at: '2026-03-01T08:00:00Z',
  updated_at: '2026-03-01T08:00:00Z',
  ...overrides,
});

export const makeTaskPageAnswer = (tasks: Task[]) => ({
  data: tasks,
  meta: { page: 1, per_page: 100, total: tasks.length, total_capped: false },
});
