// Plain values for the task screens' tests, overridable field by field.
import type { Task, TaskDetail, TaskPage } from '@/shared/api/tasks';

// The contract takes only uuids for the people, teams and items a task names.
export const WORKER_ID = '33333333-3333-4333-8333-000000000001';
export const TEAM_ID = '33333333-3333-4333-8333-000000000002';
export const SEED_ID = '33333333-3333-4333-8333-000000000003';
export const MAIZE_ID = '33333333-3333-4333-8333-000000000004';
export const CROP_ID = '33333333-3333-4333-8333-000000000005';
export const FIELD_ID = '33333333-3333-4333-8333-000000000006';

export const makeTask = (over: Partial<Task> = {}): Task => ({
  id: '11111111-1111-4111-8111-000000000001',
  farm_id: 'f1',
  farm_name: 'Mlima Farm',
  title: 'Weed the maize',
  description: null,
  kind: 'weeding',
  priority: 'medium',
  status: 'todo',
  assignee: { type: 'user', id: WORKER_ID, name: 'Wanjiru Kamau' },
  field: { id: FIELD_ID, name: 'River plot' },
  crop: { id: CROP_ID, name: 'Maize H614' },
  crop_stage_id: null,
  item: null,
  due_date: '2026-03-10',
  due_time: null,
  overdue: false,
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
  ...over,
});

export const makeTaskDetail = (over: Partial<TaskDetail> = {}): TaskDetail => ({
  ...makeTask(),
  inputs: [],
  checklist: [],
  comments: [],
  harvest: null,
  ...over,
});

export const makeTaskPage = (data: Task[], meta: Partial<TaskPage['meta']> = {}): TaskPage => ({
  data,
  meta: { page: 1, per_page: 25, total: data.length, total_capped: false, ...meta },
});

export const makeTeamAnswer = () => ({
  data: [
    {
      id: TEAM_ID,
      farm_id: 'f1',
      name: 'Field team',
      description: null,
      members: [],
      created_at: '2026-01-05T08:00:00Z',
      updated_at: '2026-01-05T08:00:00Z',
    },
  ],
});

/** GET /api/farms/f1/staff: one worker to assign tasks to. */
export const makeStaffAnswer = () => ({
  data: [
    {
      user_id: WORKER_ID,
      farm_id: 'f1',
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.test',
      phone_number: null,
      role: 'worker',
      role_id: null,
      role_name: null,
      job_title: null,
      start_date: null,
      pay_rate: null,
      pay_period: null,
      teams: [],
      invited_by: null,
      joined_at: '2026-01-05T08:00:00Z',
    },
  ],
});

/** GET /api/farms/f1/inventory: the seed in the store, and the maize the harvests go into. */
export const makeInventoryAnswer = () => ({
  data: [
    makeItem(SEED_ID, 'Maize seed H614', 'input', 'kg'),
    makeItem(MAIZE_ID, 'Maize grain', 'product', 'kg'),
  ],
  meta: { page: 1, per_page: 100, total: 2, unfiltered_total: 2 },
});

function makeItem(id: string, name: string, type: 'input' | 'product', unit: string) {
  return {
    id,
    farm_id: 'f1',
    name,
    category: type === 'input' ? 'Seeds' : 'Grains',
    item_type: type,
    type,
    quantity: '50.00',
    unit,
    status: 'normal',
    location_id: 'loc1',
    storage_location_id: 'loc1',
    location_name: 'Main store',
    supplier_id: null,
    supplier: null,
    description: null,
    unit_cost: null,
    currency: 'KES',
    reorder_level: null,
    max_level: null,
    expiry_date: null,
    purchase_date: null,
    manufacturer: null,
    model_number: null,
    serial_number: null,
    warranty_expiration: null,
    last_updated: '2026-03-01T08:00:00Z',
    updated_at: '2026-03-01T08:00:00Z',
    created_at: '2026-03-01T08:00:00Z',
  };
}

/** GET /api/farms/f1/crops: one maize planting. */
export const makeCropAnswer = () => ({
  data: [
    {
      id: CROP_ID,
      farm_id: 'f1',
      farm_name: 'Mlima Farm',
      field_id: FIELD_ID,
      field_name: 'River plot',
      name: 'Maize',
      variety: 'H614',
      season: 'Long rains 2026',
      area: '2.00',
      area_unit: 'acres',
      planting_date: '2026-03-15',
      expected_harvest_date: null,
      expected_yield: null,
      yield_unit: null,
      status: 'growing',
      current_stage: null,
      template_id: null,
      copied_from_id: null,
      notes: null,
      created_at: '2026-03-01T08:00:00Z',
      updated_at: '2026-03-01T08:00:00Z',
    },
  ],
});
