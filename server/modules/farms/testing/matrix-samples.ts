// One good request per farm-scoped route, for the authorization matrix (authorization-matrix.test.ts): made for
// each caller just before it is sent, so a route that deletes or changes something has a record of its own. A new
// farm-scoped route needs a line here; the matrix fails until it has one.
import { registerUser } from '@/server/test/users';
import { addMember } from '../farm-fixtures';
import { seedOrganizationLink } from '@/server/modules/organizations/test-support';
import type { Caller, MatrixRequest, MatrixWorld } from './matrix-world';

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

  // Activity log (docs/product/activity-log.md)
  'GET /api/farms/:farmId/activities': (w) => get(farmUrl(w, '/activities')),
  'GET /api/farms/:farmId/activities/people': (w) => get(farmUrl(w, '/activities/people')),
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
