// Organizations (docs/product/organizations.md): an organization sees a farm's figures only after its owner
// accepts, only the figures shared, and nothing once the owner declines or leaves; only an owner decides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FarmOrganizationListSchema } from '@/shared/contracts/organizations';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema/auth';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import type { MemberRole } from '@/server/modules/farms/farm-fixtures';
import { addMember } from '@/server/modules/inventory/inventory-fixtures';
import {
  acceptAs,
  callAs,
  createOrganizationAccount,
  dashboardOf,
  inviteFarm,
  seedOwnedFarm,
  seedStockAndAlert,
} from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const farmLinks = async (token: string, farmId: string) => {
  const res = await callAs(t.app, token, 'GET', `/api/farms/${farmId}/organizations`);
  expect(res.statusCode, res.body).toBe(200);
  return FarmOrganizationListSchema.parse(res.json()).data;
};

describe('inviting a farm', () => {
  it('shows the organization only what it typed until the owner accepts, and tells the owner', async () => {
    const org = await createOrganizationAccount(t.app);
    const farm = await seedOwnedFarm(t, 'Kilele Farm');
    await seedStockAndAlert(t, farm);
    const [sent] = await inviteFarm(t.app, org.token, { email: farm.email });
    expect(sent).toMatchObject({ invited_as: farm.email, status: 'invited' });

    const res = await callAs(t.app, org.token, 'GET', '/api/org/dashboard');
    expect(res.body).not.toContain('Kilele Farm');
    expect(res.body).not.toContain(farm.farmId);
    const dashboard = await dashboardOf(t.app, org.token);
    expect(dashboard.farms).toEqual([]);
    expect(dashboard.invitations.map((i) => i.status)).toEqual(['invited']);

    const inbox = await callAs(t.app, farm.token, 'GET', '/api/notifications');
    expect(inbox.body).toContain('Nakuru Growers Cooperative invites Kilele Farm');
    const links = await farmLinks(farm.token, farm.farmId);
    expect(links).toMatchObject([
      { organization: { name: 'Nakuru Growers Cooperative' }, status: 'invited' },
    ]);
  });

  it('invites by the farm id, and refuses what it cannot find with a 422 saying what to fix', async () => {
    const org = await createOrganizationAccount(t.app);
    const farm = await seedOwnedFarm(t);
    await inviteFarm(t.app, org.token, { farm_id: farm.farmId });

    const again = await callAs(t.app, org.token, 'POST', '/api/org/invitations', { farm_id: farm.farmId });
    expect(again.statusCode).toBe(409);
    const cases: [object, string, string][] = [
      [{}, 'email', "Enter the farm owner's e-mail or the farm's id."],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail address.'],
      [{ farm_id: 'nope' }, 'farm_id', 'Enter the farm id as the farm owner sees it.'],
      [
        { email: 'nobody-here@example.test' },
        'email',
        'We could not find a farm for that e-mail or farm id. Check it with the farm owner.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await callAs(t.app, org.token, 'POST', '/api/org/invitations', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
    }
  });

  it('lets the organization withdraw an invitation the owner has not answered', async () => {
    const org = await createOrganizationAccount(t.app);
    const farm = await seedOwnedFarm(t);
    const [sent] = await inviteFarm(t.app, org.token, { farm_id: farm.farmId });
    const res = await callAs(t.app, org.token, 'DELETE', `/api/org/invitations/${sent!.id}`);
    expect(res.statusCode).toBe(204);
    expect(await farmLinks(farm.token, farm.farmId)).toEqual([]);
  });
});

describe('what the organization sees', () => {
  it('sees only the figures the owner shares, and nothing after the owner leaves', async () => {
    const org = await createOrganizationAccount(t.app);
    const farm = await seedOwnedFarm(t, 'Baraka Farm');
    await seedStockAndAlert(t, farm);
    await inviteFarm(t.app, org.token, { email: farm.email });
    const { organization } = await dashboardOf(t.app, org.token);

    await acceptAs(t.app, farm.token, farm.farmId, organization.id, ['stock_value', 'low_stock_count']);
    let [member] = (await dashboardOf(t.app, org.token)).farms;
    expect(member).toEqual({
      farm_id: farm.farmId,
      farm_name: 'Baraka Farm',
      currency: 'KES',
      shares: ['stock_value', 'low_stock_count'],
      joined_at: expect.any(String),
      stock_value: 150_000,
      low_stock_count: 1,
    });

    const change = await callAs(
      t.app,
      farm.token,
      'PATCH',
      `/api/farms/${farm.farmId}/organizations/${organization.id}`,
      {
        shares: ['recent_alerts', 'expiring_count'],
      },
    );
    expect(change.statusCode, change.body).toBe(200);
    [member] = (await dashboardOf(t.app, org.token)).farms;
    expect(member).not.toHaveProperty('stock_value');
    expect(member).not.toHaveProperty('low_stock_count');
    expect(member).toMatchObject({
      expiring_count: 1,
      recent_alerts: [{ type: 'inventory.low_stock', item_name: 'Maize seed' }],
    });

    const log = await callAs(t.app, farm.token, 'GET', `/api/farms/${farm.farmId}/activities`);
    expect(log.body).toContain('Started sharing with Nakuru Growers Cooperative');
    expect(log.body).toContain('Changed what is shared with Nakuru Growers Cooperative');

    const leave = await callAs(
      t.app,
      farm.token,
      'POST',
      `/api/farms/${farm.farmId}/organizations/${organization.id}/leave`,
    );
    expect(leave.statusCode, leave.body).toBe(200);
    const after = await callAs(t.app, org.token, 'GET', '/api/org/dashboard');
    expect(after.body).not.toContain('Baraka Farm');
    expect(after.body).not.toContain(farm.farmId);
  });

  it('sees nothing of a farm whose owner declined', async () => {
    const org = await createOrganizationAccount(t.app);
    const farm = await seedOwnedFarm(t, 'Declined Farm');
    await inviteFarm(t.app, org.token, { farm_id: farm.farmId });
    const { organization } = await dashboardOf(t.app, org.token);
    const res = await callAs(
      t.app,
      farm.token,
      'POST',
      `/api/farms/${farm.farmId}/organizations/${organization.id}/decline`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const dashboard = await dashboardOf(t.app, org.token);
    expect(dashboard.farms).toEqual([]);
    expect(dashboard.invitations).toMatchObject([{ status: 'declined', invited_as: farm.farmId }]);
    expect(JSON.stringify(dashboard)).not.toContain('Declined Farm');
  });

  it('shows another organization nothing of a farm that shares with the first', async () => {
    const org = await createOrganizationAccount(t.app);
    const other = await createOrganizationAccount(t.app, 'Other Buyers Ltd');
    const farm = await seedOwnedFarm(t, 'Shared Farm');
    await inviteFarm(t.app, org.token, { farm_id: farm.farmId });
    const { organization } = await dashboardOf(t.app, org.token);
    await acceptAs(t.app, farm.token, farm.farmId, organization.id, ['stock_value']);

    const res = await callAs(t.app, other.token, 'GET', '/api/org/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Shared Farm');
    // The first organization's invitations are not the other's to withdraw.
    const [sent] = await inviteFarm(t.app, org.token, { farm_id: (await seedOwnedFarm(t)).farmId });
    const cancel = await callAs(t.app, other.token, 'DELETE', `/api/org/invitations/${sent!.id}`);
    expect(cancel.statusCode).toBe(404);
  });
});

describe('who decides on the farm', () => {
  it('refuses a worker and a manager (403) and answers 404 to anyone off the farm', async () => {
    const org = await createOrganizationAccount(t.app);
    const farm = await seedOwnedFarm(t);
    await inviteFarm(t.app, org.token, { farm_id: farm.farmId });
    const { organization } = await dashboardOf(t.app, org.token);
    const accept = `/api/farms/${farm.farmId}/organizations/${organization.id}/accept`;

    // A custom role ticking farms.delete is still not the owner: the sharing decision stays the owner's.
    const roles: MemberRole[] = ['worker', 'manager', { permissions: ['farms.view', 'farms.delete'] }];
    for (const role of roles) {
      const member = await addMember(t, farm.farmId, role);
      const res = await callAs(t.app, member.token, 'POST', accept, { shares: ['stock_value'] });
      expect(res.statusCode, JSON.stringify(role)).toBe(403);
      expect(await farmLinks(member.token, farm.farmId)).toHaveLength(1);
    }
    const [link] = await farmLinks(farm.token, farm.farmId);
    expect(link!.status).toBe('invited');
    const stranger = await registerUser(t.app);
    for (const [method, url] of [
      ['GET', `/api/farms/${farm.farmId}/organizations`],
      ['POST', accept],
    ] as const) {
      const res = await callAs(t.app, stranger.token, method, url, { shares: [] });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(organization.name);
    }
    // The organization itself is no member of the farm either.
    const self = await callAs(t.app, org.token, 'POST', accept, { shares: ['stock_value'] });
    expect(self.statusCode).toBe(404);
    expect((await dashboardOf(t.app, org.token)).farms).toEqual([]);
  });

  it('answers 404 for an organization that never invited this farm, and 422 for an unknown share', async () => {
    const org = await createOrganizationAccount(t.app);
    const farm = await seedOwnedFarm(t);
    const other = await seedOwnedFarm(t);
    await inviteFarm(t.app, org.token, { farm_id: other.farmId });
    const { organization } = await dashboardOf(t.app, org.token);
    const res = await callAs(
      t.app,
      farm.token,
      'POST',
      `/api/farms/${farm.farmId}/organizations/${organization.id}/accept`,
      {
        shares: ['stock_value'],
      },
    );
    expect(res.statusCode).toBe(404);
    const bad = await callAs(
      t.app,
      other.token,
      'POST',
      `/api/farms/${other.farmId}/organizations/${organization.id}/accept`,
      {
        shares: ['bank_balance'],
      },
    );
    expect(bad.statusCode).toBe(422);
  });

  it('keeps the organization area to organization accounts', async () => {
    const farmer = await registerUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/org/dashboard'],
      ['POST', '/api/org/invitations'],
    ] as const) {
      const res = await callAs(t.app, farmer.token, method, url, { farm_id: farmer.user.id });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await callAs(t.app, null, 'GET', '/api/org/dashboard')).statusCode).toBe(401);
  });
});

describe('the platform list', () => {
  it('counts each organization’s sharing and invited farms, for superadmins only', async () => {
    const org = await createOrganizationAccount(t.app, 'Counted Cooperative');
    const farm = await seedOwnedFarm(t);
    await inviteFarm(t.app, org.token, { farm_id: farm.farmId });
    await inviteFarm(t.app, org.token, { farm_id: (await seedOwnedFarm(t)).farmId });
    const { organization } = await dashboardOf(t.app, org.token);
    await acceptAs(t.app, farm.token, farm.farmId, organization.id, []);

    const admin = await registerUser(t.app, { name: 'Platform Admin' });
    await t.db.update(users).set({ userType: 'superadmin' }).where(eq(users.id, admin.user.id));
    const res = await callAs(t.app, admin.token, 'GET', '/api/admin/organizations');
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json() as { data: { name: string }[] }).data.find(
      (o) => o.name === 'Counted Cooperative',
    );
    expect(row).toMatchObject({ member_farm_count: 1, pending_invitation_count: 1 });
    expect((await callAs(t.app, org.token, 'GET', '/api/admin/organizations')).statusCode).toBe(403);
  });
});
