// Helpers for the organizations area's server tests: an organization account, its invitations sent through the
// API, a farm's owner answering them, and stock and alerts seeded straight into a farm.
import { expect } from 'vitest';
import {
  FarmOrganizationResponseSchema,
  OrganizationDashboardSchema,
  SentInvitationListSchema,
  type OrganizationShare,
} from '@/shared/contracts/organizations';
import { inventoryItems } from '@/server/db/schema/inventory';
import { organizationFarms, organizations } from '@/server/db/schema/organizations';
import { recordDomainEvent } from '@/server/lib/domain-events';
import type { App } from '@/server/app';
import type { TestApp } from '@/server/test/app';
import { bearer, registerUser, uniqueEmail } from '@/server/test/users';
import { createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const callAs = (app: App, token: string | null, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

/** A signed-in organization account. */
export async function createOrganizationAccount(app: App, name = 'Nakuru Growers Cooperative') {
  return registerUser(app, { name, email: uniqueEmail('org'), user_type: 'organization' });
}

/** A farm whose owner has the e-mail `ownerEmail` (so an organization can invite it by that e-mail). */
export async function seedOwnedFarm(t: TestApp, name = 'Mlima Farm', currency = 'KES') {
  const email = uniqueEmail('owner');
  const owner = await registerUser(t.app, { name: 'Amina Owner', email });
  const farm: TestFarm = await createTestFarm(t, {
    name,
    currency,
    owner: { token: owner.token, userId: owner.user.id },
  });
  return { ...farm, email, name };
}

export async function inviteFarm(app: App, orgToken: string, payload: { email?: string; farm_id?: string }) {
  const res = await callAs(app, orgToken, 'POST', '/api/org/invitations', payload);
  expect(res.statusCode, res.body).toBe(201);
  return SentInvitationListSchema.parse(res.json()).data;
}

export async function dashboardOf(app: App, orgToken: string) {
  const res = await callAs(app, orgToken, 'GET', '/api/org/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return OrganizationDashboardSchema.parse(res.json());
}

/** The farm's owner accepts the organization's invitation, sharing `shares`. */
export async function acceptAs(
  app: App,
  token: string,
  farmId: string,
  organizationId: string,
  shares: OrganizationShare[],
) {
  const res = await callAs(
    app,
    token,
    'POST',
    `/api/farms/${farmId}/organizations/${organizationId}/accept`,
    {
      shares,
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  return FarmOrganizationResponseSchema.parse(res.json()).data;
}

/**
 * Stock worth 1,500.00 (3 × 500.00 in minor units): one item low, one expiring in ten days; and one low-stock
 * alert of "Maize seed".
 */
export async function seedStockAndAlert(t: TestApp, farm: TestFarm) {
  const today = t.clock.now().toISOString().slice(0, 10);
  const inTenDays = new Date(t.clock.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
  const item = (name: string, extra: Partial<typeof inventoryItems.$inferInsert>) => ({
    farmId: farm.farmId,
    locationId: farm.locations[0],
    itemType: 'input',
    name,
    category: 'Seeds',
    unit: 'kg',
    searchText: name.toLowerCase(),
    ...extra,
  });
  await t.db
    .insert(inventoryItems)
    .values([
      item('Maize seed', { quantity: '1', unitCostMinor: 50_000, status: 'low', reorderLevel: '5' }),
      item('Fungicide', { quantity: '2', unitCostMinor: 50_000, expiryDate: inTenDays }),
    ]);
  await recordDomainEvent(t.db, {
    farmId: farm.farmId,
    type: 'inventory.low_stock',
    subjectId: null,
    payload: { item_name: 'Maize seed' },
    dedupeKey: `low_stock:test:${farm.farmId}:${today}`,
    createdAt: t.clock.now(),
  });
}

/**
 * A new organization linked to the farm with `status` (written straight to the tables), for callers that need an
 * invitation or a sharing link of their own; answers the organization's id.
 */
export async function seedOrganizationLink(t: TestApp, farmId: string, status: 'invited' | 'active') {
  const account = await createOrganizationAccount(t.app, `Cooperative ${nextSuffix()}`);
  const [organization] = await t.db
    .insert(organizations)
    .values({ ownerId: account.user.id, name: account.user.name })
    .returning({ id: organizations.id });
  await t.db.insert(organizationFarms).values({
    organizationId: organization!.id,
    farmId,
    status,
    shares: status === 'active' ? ['stock_value'] : [],
    invitedAs: farmId,
    respondedAt: status === 'active' ? t.clock.now() : null,
  });
  return organization!.id;
}

let suffix = 0;
const nextSuffix = () => `${++suffix}`;
