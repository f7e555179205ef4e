// One good request per farm-scoped route, for the authorization matrix (authorization-matrix.test.ts): made for
// each caller just before it is sent, so a route that deletes or changes something has a record of its own. A new
// farm-scoped route needs a line here; the matrix fails until it has one.
import { registerUser } from '@/server/test/users';
import { addMember } from '../farm-fixtures';
import { seedOrganizationLink } from '@/server/modules/organizations/test-support';
import { seedPlannedCrop, seedTemplate } from '@/server/modules/crop-templates/test-support';
import type { Caller, MatrixRequest, MatrixWorld } from './matrix-world';
import { POS_MATRIX_SAMPLES } from './matrix-samples-pos';
import { INVOICE_MATRIX_SAMPLES } from './matrix-samples-invoices';
import { SALES_MATRIX_SAMPLES } from './matrix-samples-sales';
import { EXPENSE_MATRIX_SAMPLES } from './matrix-samples-expenses';
import { FINANCIAL_SETTINGS_MATRIX_SAMPLES } from './matrix-samples-financial-settings';
import { CUSTOMER_MATRIX_SAMPLES } from './matrix-samples-customers';
import { MONEY_PLANS_MATRIX_SAMPLES } from './matrix-samples-money-plans';
import { AI_MATRIX_SAMPLES } from './matrix-samples-ai';
import { REPORT_MATRIX_SAMPLES } from './matrix-samples-reports';
import { IMPORT_MATRIX_SAMPLES } from './matrix-samples-imports';
import { REPORT_SCHEDULE_MATRIX_SAMPLES } from './matrix-samples-report-schedules';
import { EXPORT_MATRIX_SAMPLES } from './matrix-samples-exports';
import { FARM_DASHBOARD_MATRIX_SAMPLES } from './matrix-samples-farm-dashboard';

type Sample = (w: MatrixWorld, caller: Caller) => Promise<MatrixRequest> | MatrixRequest;

const farmUrl = (w: MatrixWorld, rest = '') => `/api/farms/${w.farm.farmId}${rest}`;
const get = (url: string): MatrixRequest => ({ method: 'GET', url });

const movement =
  (action: string, payload: (w: MatrixWorld) => object): Sample =>
  async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/inventory/${await w.item()}/${action}`),
    payload: payload(w),
  });

const invitation = async (w: MatrixWorld) =>
  w.post(farmUrl(w, '/invitations'), { email: `invitee-${w.unique()}@example.test`, role: 'viewer' });

/** A worker only the caller's request is about (removing or changing them touches nobody else). */
async function newWorker(w: MatrixWorld): Promise<string> {
  const user = await registerUser(w.t.app);
  await addMember(w.t.db, w.farm.farmId, user.user.id, 'worker');
  return user.user.id;
}

export const MATRIX_SAMPLES: Record<string, Sample> = {
  ...POS_MATRIX_SAMPLES,
  ...INVOICE_MATRIX_SAMPLES,
  ...SALES_MATRIX_SAMPLES,
  ...EXPENSE_MATRIX_SAMPLES,
  ...FINANCIAL_SETTINGS_MATRIX_SAMPLES,
  ...CUSTOMER_MATRIX_SAMPLES,
  ...MONEY_PLANS_MATRIX_SAMPLES,
  ...AI_MATRIX_SAMPLES,
  ...REPORT_MATRIX_SAMPLES,
  ...IMPORT_MATRIX_SAMPLES,
  ...REPORT_SCHEDULE_MATRIX_SAMPLES,
  ...EXPORT_MATRIX_SAMPLES,
  ...FARM_DASHBOARD_MATRIX_SAMPLES,
  // Farms (docs/product/farms.md)
  'GET /api/farms/:farmId': (w) => get(farmUrl(w)),
  'PUT /api/farms/:farmId': (w) => ({ method: 'PUT', url: farmUrl(w), payload: { name: w.farm.name } }),
  'DELETE /api/farms/:farmId': async (w) => ({ method: 'DELETE', url: `/api/farms/${await w.emptyFarm()}` }),
  'POST /api/farms/:farmId/restore': async (w) => ({
    method: 'POST',
    url: `/api/farms/${await w.emptyFarm()}/restore`,
  }),

  // Roles (docs/product/roles-and-permissions.md)
  'GET /api/farms/:farmId/roles': (w) => get(farmUrl(w, '/roles')),
  'POST /api/farms/:farmId/roles': (w) => ({
    method: 'POST',
    url: farmUrl(w, '/roles'),
    payload: { name: `Role ${w.unique()}`, permissions: ['inventory.view'] },
  }),
  'PATCH /api/farms/:farmId/roles/:roleId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(
      w,
      `/roles/${await w.post(farmUrl(w, '/roles'), { name: `Role ${w.unique()}`, permissions: ['farms.view'] })}`,
    ),
    payload: { description: 'Checks the stores' },
  }),
  'DELETE /api/farms/:farmId/roles/:roleId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(
      w,
      `/roles/${await w.post(farmUrl(w, '/roles'), { name: `Role ${w.unique()}`, permissions: ['farms.view'] })}`,
    ),
  }),

  // Inventory (docs/product/inventory.md)
  'GET /api/farms/:farmId/inventory': (w) => get(farmUrl(w, '/inventory')),
  'GET /api/farms/:farmId/inputs': (w) => get(farmUrl(w, '/inputs')),
  'GET /api/farms/:farmId/inventory/summary': (w) => get(farmUrl(w, '/inventory/summary')),
  'POST /api/farms/:farmId/inventory': (w) => ({
    method: 'POST',
    url: farmUrl(w, '/inventory'),
    payload: {
      item_type: 'input',
      name: `DAP ${w.unique()}`,
      category: 'Fertilizer',
      unit: 'kg',
      quantity: 5,
      farm_id: w.farm.farmId,
      storage_location_id: w.farm.locations[0],
    },
  }),
  'GET /api/farms/:farmId/inventory/:itemId': async (w) => get(farmUrl(w, `/inventory/${await w.item()}`)),
  'PUT /api/farms/:farmId/inventory/:itemId': async (w) => ({
    method: 'PUT',
    url: farmUrl(w, `/inventory/${await w.item()}`),
    payload: { description: 'Grade one' },
  }),
  'DELETE /api/farms/:farmId/inventory/:itemId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/inventory/${await w.item()}`),
  }),
  'POST /api/farms/:farmId/inventory/:itemId/consume': movement('consume', () => ({ quantity: 1 })),
  'POST /api/farms/:farmId/inventory/:itemId/harvest': movement('harvest', () => ({ quantity: 1 })),
  'POST /api/farms/:farmId/inventory/:itemId/sale': movement('sale', () => ({ quantity: 1 })),
  'POST /api/farms/:farmId/inventory/:itemId/receive': movement('receive', () => ({ quantity: 1 })),
  'POST /api/farms/:farmId/inventory/:itemId/transfer': movement('transfer', (w) => ({
    quantity: 1,
    to_location_id: w.farm.locations[1],
  })),
  'POST /api/farms/:farmId/inventory/:itemId/adjust': movement('adjust', () => ({
    counted_quantity: 90,
    note: 'Recount',
  })),
  'GET /api/farms/:farmId/inventory/:itemId/movements': async (w) =>
    get(farmUrl(w, `/inventory/${await w.item()}/movements`)),
  'GET /api/farms/:farmId/stock-movements': (w) => get(farmUrl(w, '/stock-movements')),

  // Storage locations and suppliers (docs/product/storage-locations.md, docs/product/suppliers.md)
  'GET /api/farms/:farmId/storage-locations': (w) => get(farmUrl(w, '/storage-locations')),
  'GET /api/farms/:farmId/storage-locations/:id': (w) =>
    get(farmUrl(w, `/storage-locations/${w.farm.locations[0]}`)),
  'GET /api/inventory/storage-locations': (w) =>
    get(`/api/inventory/storage-locations?farm_id=${w.farm.farmId}`),
  'GET /api/inventory/storage-locations/:id': (w) =>
    get(`/api/inventory/storage-locations/${w.farm.locations[0]}`),
  'POST /api/inventory/storage-locations': (w) => ({
    method: 'POST',
    url: '/api/inventory/storage-locations',
    payload: location(w),
  }),
  'PUT /api/inventory/storage-locations/:id': async (w) => ({
    method: 'PUT',
    url: `/api/inventory/storage-locations/${await w.post('/api/inventory/storage-locations', location(w))}`,
    payload: location(w),
  }),
  'DELETE /api/inventory/storage-locations/:id': async (w) => ({
    method: 'DELETE',
    url: `/api/inventory/storage-locations/${await w.post('/api/inventory/storage-locations', location(w))}`,
  }),
  'GET /api/suppliers': (w) => get(`/api/suppliers?farm_id=${w.farm.farmId}`),
  'GET /api/suppliers/:id': (w) => get(`/api/suppliers/${w.farm.supplierId}`),
  'POST /api/suppliers': (w) => ({
    method: 'POST',
    url: '/api/suppliers',
    payload: { farm_id: w.farm.farmId, name: `Agrovet ${w.unique()}` },
  }),
  'PUT /api/suppliers/:id': async (w) => ({
    method: 'PUT',
    url: `/api/suppliers/${await w.post('/api/suppliers', { farm_id: w.farm.farmId, name: `Agrovet ${w.unique()}` })}`,
    payload: { farm_id: w.farm.farmId, name: `Agrovet ${w.unique()}` },
  }),
  'DELETE /api/suppliers/:id': async (w) => ({
    method: 'DELETE',
    url: `/api/suppliers/${await w.post('/api/suppliers', { farm_id: w.farm.farmId, name: `Agrovet ${w.unique()}` })}`,
  }),

  // Embed keys (docs/decisions/021): a key is its creator's, so each caller revokes one of their own.
  'GET /api/embed-keys': (w) => get(`/api/embed-keys?farm_id=${w.farm.farmId}`),
  'POST /api/embed-keys': (w) => ({
    method: 'POST',
    url: '/api/embed-keys',
    payload: {
      name: `Co-op site ${w.unique()}`,
      farm_id: w.farm.farmId,
      allowed_origins: ['https://coop.example.org'],
      scopes: ['notifications:read'],
    },
  }),
  'DELETE /api/embed-keys/:keyId': async (w, caller) => ({
    method: 'DELETE',
    url: `/api/embed-keys/${await w.embedKey(caller)}`,
  }),

  // Organizations (docs/product/organizations.md): each caller answers an organization of its own.
  'GET /api/farms/:farmId/organizations': (w) => get(farmUrl(w, '/organizations')),
  'POST /api/farms/:farmId/organizations/:organizationId/accept': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/organizations/${await seedOrganizationLink(w.t, w.farm.farmId, 'invited')}/accept`),
    payload: { shares: ['stock_value'] },
  }),
  'POST /api/farms/:farmId/organizations/:organizationId/decline': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/organizations/${await seedOrganizationLink(w.t, w.farm.farmId, 'invited')}/decline`),
  }),
  'PATCH /api/farms/:farmId/organizations/:organizationId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/organizations/${await seedOrganizationLink(w.t, w.farm.farmId, 'active')}`),
    payload: { shares: ['low_stock_count'] },
  }),
  'POST /api/farms/:farmId/organizations/:organizationId/leave': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/organizations/${await seedOrganizationLink(w.t, w.farm.farmId, 'active')}/leave`),
  }),

  // Staff, teams and invitations (docs/product/staff.md)
  'GET /api/farms/:farmId/staff': (w) => get(farmUrl(w, '/staff')),
  'GET /api/farms/:farmId/staff/:userId': (w) => get(farmUrl(w, `/staff/${w.callers.worker.userId}`)),
  'PATCH /api/farms/:farmId/staff/:userId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/staff/${await newWorker(w)}`),
    payload: { job_title: 'Milker' },
  }),
  'DELETE /api/farms/:farmId/staff/:userId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/staff/${await newWorker(w)}`),
  }),
  'GET /api/farms/:farmId/teams': (w) => get(farmUrl(w, '/teams')),
  'POST /api/farms/:farmId/teams': (w) => ({
    method: 'POST',
    url: farmUrl(w, '/teams'),
    payload: { name: `Team ${w.unique()}` },
  }),
  'PATCH /api/farms/:farmId/teams/:teamId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/teams/${await w.post(farmUrl(w, '/teams'), { name: `Team ${w.unique()}` })}`),
    payload: { description: 'Milking shed' },
  }),
  'DELETE /api/farms/:farmId/teams/:teamId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/teams/${await w.post(farmUrl(w, '/teams'), { name: `Team ${w.unique()}` })}`),
  }),
  'GET /api/farms/:farmId/invitations': (w) => get(farmUrl(w, '/invitations')),
  'POST /api/farms/:farmId/invitations': (w) => ({
    method: 'POST',
    url: farmUrl(w, '/invitations'),
    payload: { email: `invitee-${w.unique()}@example.test`, role: 'viewer' },
  }),
  'POST /api/farms/:farmId/invitations/:invitationId/resend': async (w) => {
    const id = await invitation(w);
    w.t.clock.advance(5 * 60_000); // past the wait between two sends
    return { method: 'POST', url: farmUrl(w, `/invitations/${id}/resend`) };
  },
  'POST /api/farms/:farmId/invitations/:invitationId/revoke': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/invitations/${await invitation(w)}/revoke`),
  }),

  // Fields and soil samples (docs/product/fields-and-soil.md)
  'GET /api/farms/:farmId/fields': (w) => get(farmUrl(w, '/fields')),
  'POST /api/farms/:farmId/fields': (w) => ({
    method: 'POST',
    url: farmUrl(w, '/fields'),
    payload: field(w),
  }),
  'GET /api/farms/:farmId/fields/:fieldId': async (w) => get(farmUrl(w, `/fields/${await newField(w)}`)),
  'PATCH /api/farms/:farmId/fields/:fieldId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/fields/${await newField(w)}`),
    payload: { notes: 'Limed in March' },
  }),
  'DELETE /api/farms/:farmId/fields/:fieldId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/fields/${await newField(w)}`),
  }),
  'GET /api/farms/:farmId/fields/:fieldId/history': async (w) =>
    get(farmUrl(w, `/fields/${await newField(w)}/history`)),
  'GET /api/farms/:farmId/fields/:fieldId/soil-samples': async (w) =>
    get(farmUrl(w, `/fields/${await newField(w)}/soil-samples`)),
  'POST /api/farms/:farmId/fields/:fieldId/soil-samples': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/fields/${await newField(w)}/soil-samples`),
    payload: SOIL_SAMPLE,
  }),
  'GET /api/farms/:farmId/fields/:fieldId/soil-trend': async (w) =>
    get(farmUrl(w, `/fields/${await newField(w)}/soil-trend?value=ph`)),
  'GET /api/farms/:farmId/soil-samples': (w) => get(farmUrl(w, '/soil-samples')),
  'GET /api/farms/:farmId/soil-samples/:sampleId': async (w) =>
    get(farmUrl(w, `/soil-samples/${await newSoilSample(w)}`)),
  'PATCH /api/farms/:farmId/soil-samples/:sampleId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/soil-samples/${await newSoilSample(w)}`),
    payload: { ph: 6.8 },
  }),
  'DELETE /api/farms/:farmId/soil-samples/:sampleId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/soil-samples/${await newSoilSample(w)}`),
  }),
  'PUT /api/farms/:farmId/soil-samples/:sampleId/report': async (w) => soilReport(w, await newSoilSample(w)),
  'GET /api/farms/:farmId/soil-samples/:sampleId/report': async (w) => {
    const sampleId = await newSoilSample(w);
    const res = await w.as(w.callers.owner, soilReport(w, sampleId));
    if (res.statusCode !== 200) throw new Error(`soil report upload: ${res.body}`);
    return get(farmUrl(w, `/soil-samples/${sampleId}/report`));
  },

  // Activity log (docs/product/activity-log.md)
  'GET /api/farms/:farmId/activities': (w) => get(farmUrl(w, '/activities')),
  'GET /api/farms/:farmId/activities/people': (w) => get(farmUrl(w, '/activities/people')),

  // Weather (docs/product/farm-work-notifications.md): the matrix farm has no coordinates, so no service is asked.
  'GET /api/farms/:farmId/weather': (w) => get(farmUrl(w, '/weather')),

  // Crop templates (docs/product/crop-templates.md): the platform's and the farm's own.
  'GET /api/farms/:farmId/crop-templates': (w) => get(farmUrl(w, '/crop-templates')),
  'GET /api/farms/:farmId/crop-templates/:templateId': async (w) =>
    get(farmUrl(w, `/crop-templates/${await seedTemplate(w.t.db, { farmId: w.farm.farmId })}`)),
  'GET /api/farms/:farmId/crop-templates/:templateId/preview': async (w) =>
    get(
      farmUrl(
        w,
        `/crop-templates/${await seedTemplate(w.t.db)}/preview?planting_date=2026-03-15&area=2&area_unit=hectares`,
      ),
    ),
  'DELETE /api/farms/:farmId/crop-templates/:templateId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/crop-templates/${await seedTemplate(w.t.db, { farmId: w.farm.farmId })}`),
  }),
  'POST /api/farms/:farmId/crops/:cropId/save-as-template': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/crops/${await seedPlannedCrop(w.t.db, w.farm.farmId, w.farm.userId)}/save-as-template`),
    payload: { name: `Saved plan ${w.unique()}` },
  }),

  // Crops, stages and harvests (docs/product/crops.md): each caller's request has a crop of its own.
  'GET /api/farms/:farmId/crops': (w) => get(farmUrl(w, '/crops')),
  'POST /api/farms/:farmId/crops': async (w) => ({
    method: 'POST',
    url: farmUrl(w, '/crops'),
    payload: await cropPayload(w),
  }),
  'POST /api/farms/:farmId/crops/copy-season': async (w) => {
    const season = `Season ${w.unique()}`;
    await newCrop(w, season);
    return {
      method: 'POST',
      url: farmUrl(w, '/crops/copy-season'),
      payload: { from_season: season, to_season: `${season} next`, shift_days: 365 },
    };
  },
  'GET /api/farms/:farmId/crops/:cropId': async (w) => get(farmUrl(w, `/crops/${await newCrop(w)}`)),
  'PATCH /api/farms/:farmId/crops/:cropId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/crops/${await newCrop(w)}`),
    payload: { variety: 'DK8031' },
  }),
  'DELETE /api/farms/:farmId/crops/:cropId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/crops/${await newCrop(w)}`),
  }),
  'POST /api/farms/:farmId/crops/:cropId/stages': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/crops/${await newCrop(w)}/stages`),
    payload: { name: 'Flowering' },
  }),
  'PATCH /api/farms/:farmId/crops/:cropId/stages/:stageId': async (w) => ({
    method: 'PATCH',
    url: await newStageUrl(w),
    payload: { name: 'Tasselling' },
  }),
  'POST /api/farms/:farmId/crops/:cropId/stages/:stageId/start': async (w) => ({
    method: 'POST',
    url: `${await newStageUrl(w)}/start`,
  }),
  'POST /api/farms/:farmId/crops/:cropId/harvests': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/crops/${await newCrop(w)}/harvests`),
    payload: { quantity: 5, unit: 'kg', harvested_on: '2026-08-01', location_id: w.farm.locations[0] },
  }),

  // Tasks (docs/product/tasks.md): each caller's request has a task of its own.
  'GET /api/farms/:farmId/tasks': (w) => get(farmUrl(w, '/tasks?mine=1&status=todo')),
  'POST /api/farms/:farmId/tasks': (w) => ({
    method: 'POST',
    url: farmUrl(w, '/tasks'),
    payload: { title: `Weed block ${w.unique()}`, due_date: '2026-11-24' },
  }),
  'GET /api/farms/:farmId/tasks/:taskId': async (w) => get(farmUrl(w, `/tasks/${await newTask(w)}`)),
  'PATCH /api/farms/:farmId/tasks/:taskId': async (w) => ({
    method: 'PATCH',
    url: farmUrl(w, `/tasks/${await newTask(w)}`),
    payload: { status: 'in_progress' },
  }),
  'DELETE /api/farms/:farmId/tasks/:taskId': async (w) => ({
    method: 'DELETE',
    url: farmUrl(w, `/tasks/${await newTask(w)}`),
  }),
  'POST /api/farms/:farmId/tasks/:taskId/complete': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/tasks/${await newTask(w)}/complete`),
    payload: { hours_worked: 2 },
  }),
  'POST /api/farms/:farmId/tasks/:taskId/reopen': async (w) => {
    const taskUrl = farmUrl(w, `/tasks/${await newTask(w)}`);
    await w.as(w.callers.owner, { method: 'POST', url: `${taskUrl}/complete`, payload: {} });
    return { method: 'POST', url: `${taskUrl}/reopen` };
  },
  'POST /api/farms/:farmId/tasks/:taskId/checklist': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/tasks/${await newTask(w)}/checklist`),
    payload: { text: 'Sharpen the pangas' },
  }),
  'PATCH /api/farms/:farmId/tasks/:taskId/checklist/:itemId': async (w) => ({
    method: 'PATCH',
    url: await newChecklistItemUrl(w),
    payload: { done: true },
  }),
  'DELETE /api/farms/:farmId/tasks/:taskId/checklist/:itemId': async (w) => ({
    method: 'DELETE',
    url: await newChecklistItemUrl(w),
  }),
  'GET /api/farms/:farmId/tasks/:taskId/comments': async (w) =>
    get(farmUrl(w, `/tasks/${await newTask(w)}/comments`)),
  'POST /api/farms/:farmId/tasks/:taskId/comments': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/tasks/${await newTask(w)}/comments`),
    payload: { body: 'The east block is done.' },
  }),
  // Only the author deletes a comment: the caller writes it when their role lets them, else the owner does.
  'DELETE /api/farms/:farmId/tasks/:taskId/comments/:commentId': async (w, caller) => {
    const commentsUrl = farmUrl(w, `/tasks/${await newTask(w)}/comments`);
    const request = { method: 'POST' as const, url: commentsUrl, payload: { body: 'Mine to delete.' } };
    let res = await w.as(caller, request);
    if (res.statusCode !== 201) res = await w.as(w.callers.owner, request);
    return { method: 'DELETE', url: `${commentsUrl}/${(res.json() as { data: { id: string } }).data.id}` };
  },
};

function location(w: MatrixWorld) {
  return {
    name: `Shed ${w.unique()}`,
    location_type: 'Warehouse',
    farm_id: w.farm.farmId,
    capacity: 100,
    capacity_unit: 'kg',
    address: 'By the gate',
  };
}

const field = (w: MatrixWorld) => ({ name: `Block ${w.unique()}`, area: 2, area_unit: 'acres' });
const newField = (w: MatrixWorld) => w.post(farmUrl(w, '/fields'), field(w));
const SOIL_SAMPLE = { sampled_on: '2025-01-15', ph: 6.1 };
const newSoilSample = async (w: MatrixWorld) =>
  w.post(farmUrl(w, `/fields/${await newField(w)}/soil-samples`), SOIL_SAMPLE);
const soilReport = (w: MatrixWorld, sampleId: string): MatrixRequest => ({
  method: 'PUT',
  url: farmUrl(w, `/soil-samples/${sampleId}/report?file_name=report.pdf`),
  payload: Buffer.from('%PDF-1.4\n%%EOF'),
  headers: { 'content-type': 'application/pdf' },
});

const cropPayload = async (w: MatrixWorld, season = '2026 long rains') => ({
  field_id: await newField(w),
  name: `Maize ${w.unique()}`,
  season,
  planting_date: '2026-03-15',
});
/** A crop of the world farm made by the owner (its answer is data.crop, not data). */
async function newCrop(w: MatrixWorld, season?: string): Promise<string> {
  const res = await w.as(w.callers.owner, {
    method: 'POST',
    url: farmUrl(w, '/crops'),
    payload: await cropPayload(w, season),
  });
  if (res.statusCode !== 201) throw new Error(`crop: ${res.body}`);
  return (res.json() as { data: { crop: { id: string } } }).data.crop.id;
}
async function newStageUrl(w: MatrixWorld): Promise<string> {
  const cropUrl = farmUrl(w, `/crops/${await newCrop(w)}`);
  const res = await w.as(w.callers.owner, {
    method: 'POST',
    url: `${cropUrl}/stages`,
    payload: { name: 'Vegetative' },
  });
  if (res.statusCode !== 201) throw new Error(`stage: ${res.body}`);
  return `${cropUrl}/stages/${(res.json() as { data: { stage: { id: string } } }).data.stage.id}`;
}

/** A task of the world farm, made by the owner. */
const newTask = (w: MatrixWorld) =>
  w.post(farmUrl(w, '/tasks'), {
    title: `Scout ${w.unique()}`,
    due_date: '2026-11-24',
    checklist: ['Walk the rows'],
  });
async function newChecklistItemUrl(w: MatrixWorld): Promise<string> {
  const taskUrl = farmUrl(w, `/tasks/${await newTask(w)}`);
  const res = await w.as(w.callers.owner, { method: 'GET', url: taskUrl });
  return `${taskUrl}/checklist/${(res.json() as { data: { checklist: { id: string }[] } }).data.checklist[0]!.id}`;
}
