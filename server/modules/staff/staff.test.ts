// The people of a farm (docs/product/staff.md "Staff"): the list and its filters, a person's page, changing role
// and terms, removing someone, the owner rules, and that another farm's people reach none of it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  StaffDetailResponseSchema,
  StaffListResponseSchema,
  StaffResponseSchema,
  TeamResponseSchema,
} from '@/shared/contracts/staff';
import { activityLog } from '@/server/db/schema/activity';
import { farmMembers } from '@/server/db/schema/farms';
import { createTestApp, type TestApp } from '@/server/test/app';
import { seedCustomRole } from '@/server/modules/farms/farm-fixtures';
import { callAs, seedFarmWithOwner, seedStaff } from './test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh farm for each test, so roles and owners never leak between them. */
async function seedFarm(name = 'Mlima Farm') {
  const { owner, farm } = await seedFarmWithOwner(t.app, name);
  const as = (token: string) => ({
    get: (path = '') => callAs(t.app, token, 'GET', `/api/farms/${farm.id}/staff${path}`),
    patch: (userId: string, payload: object) =>
      callAs(t.app, token, 'PATCH', `/api/farms/${farm.id}/staff/${userId}`, payload),
    remove: (userId: string) => callAs(t.app, token, 'DELETE', `/api/farms/${farm.id}/staff/${userId}`),
  });
  const createTeam = async (teamName: string, memberIds: string[] = []) => {
    const res = await callAs(t.app, owner.token, 'POST', `/api/farms/${farm.id}/teams`, {
      name: teamName,
      member_ids: memberIds,
    });
    expect(res.statusCode, res.body).toBe(201);
    return TeamResponseSchema.parse(res.json()).data;
  };
  return { owner, farm, farmId: farm.id, as, byOwner: as(owner.token), createTeam };
}

const names = async (res: Awaited<ReturnType<typeof callAs>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return StaffListResponseSchema.parse(res.json()).data.map((member) => member.name);
};

describe('GET /api/farms/{farmId}/staff', () => {
  it('lists everyone by name with role, contact, terms and teams', async () => {
    const { owner, farmId, byOwner, createTeam } = await seedFarm();
    const zawadi = await seedStaff(t, farmId, 'worker', 'Zawadi Shamba');
    const roleId = await seedCustomRole(t.db, farmId, ['inventory.view'], 'Store keeper');
    const yusuf = await seedStaff(t, farmId, { permissions: ['inventory.view'] }, 'Yusuf Ghala');
    await t.db
      .update(farmMembers)
      .set({ roleId, jobTitle: 'Ghala keeper', payRate: '450.00', payPeriod: 'day', startDate: '2026-01-05' })
      .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, yusuf.user.id)));
    const field = await createTeam('Field team', [zawadi.user.id, yusuf.user.id]);
    const store = await createTeam('Store', [yusuf.user.id]);

    const res = await byOwner.get();
    const staff = StaffListResponseSchema.parse(res.json()).data;
    expect(staff.map((m) => m.name)).toEqual(['Amina Owner', 'Yusuf Ghala', 'Zawadi Shamba']);
    expect(staff[0]).toMatchObject({ user_id: owner.user.id, role: 'owner', role_name: null, teams: [] });
    expect(staff[1]).toMatchObject({
      email: yusuf.user.email,
      role: 'custom',
      role_id: roleId,
      role_name: 'Store keeper',
      job_title: 'Ghala keeper',
      start_date: '2026-01-05',
      pay_rate: '450.00',
      pay_period: 'day',
      teams: [
        { id: field.id, name: 'Field team' },
        { id: store.id, name: 'Store' },
      ],
    });
  });

  it('filters by search (name, e-mail, phone, job title), role and team', async () => {
    const { farmId, byOwner, createTeam } = await seedFarm();
    const zawadi = await seedStaff(t, farmId, 'worker', 'Zawadi Shamba');
    const yusuf = await seedStaff(t, farmId, 'viewer', 'Yusuf Ghala');
    await t.db
      .update(farmMembers)
      .set({ jobTitle: 'Dairy lead' })
      .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, yusuf.user.id)));
    const team = await createTeam('Dairy', [yusuf.user.id]);

    expect(await names(await byOwner.get('?search=zawa'))).toEqual(['Zawadi Shamba']);
    expect(
      await names(await byOwner.get(`?search=${encodeURIComponent(yusuf.user.email.slice(0, 8))}`)),
    ).toEqual(['Yusuf Ghala']);
    expect(await names(await byOwner.get('?search=dairy%20LEAD'))).toEqual(['Yusuf Ghala']);
    expect(await names(await byOwner.get('?search=%25'))).toEqual([]);
    expect(await names(await byOwner.get('?role=worker'))).toEqual(['Zawadi Shamba']);
    expect(await names(await byOwner.get('?role=owner'))).toEqual(['Amina Owner']);
    expect(await names(await byOwner.get(`?team=${team.id}`))).toEqual(['Yusuf Ghala']);
    expect(await names(await byOwner.get(`?team=${team.id}&role=worker`))).toEqual([]);
    expect(zawadi.user.id).toBeTruthy();

    const badRole = await byOwner.get('?role=chief');
    expect(badRole.statusCode).toBe(422);
    expect(badRole.json().errors.role).toEqual(['Choose a role from the list.']);
    const badTeam = await byOwner.get('?team=store');
    expect(badTeam.statusCode).toBe(422);
  });

  it('answers a worker 403 and another farm’s owner 404, leaking nothing of the farm', async () => {
    const { farmId, as } = await seedFarm('Siri Farm');
    const worker = await seedStaff(t, farmId, 'worker', 'Wema Worker');
    const refused = await as(worker.token).get();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role on this farm does not allow you to see staff and roles.');

    const outsider = await seedFarmWithOwner(t.app, 'Jirani');
    for (const res of [
      await as(outsider.owner.token).get(),
      await as(outsider.owner.token).get(`/${worker.user.id}`),
      await as(outsider.owner.token).patch(worker.user.id, { job_title: 'Spy' }),
      await as(outsider.owner.token).remove(worker.user.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Siri');
      expect(res.body).not.toContain('Wema');
    }
  });
});

describe('GET /api/farms/{farmId}/staff/{userId}', () => {
  it('shows the person with the farms they share with the caller and their latest changes here', async () => {
    const { farmId, byOwner, owner } = await seedFarm('Kwanza');
    const person = await seedStaff(t, farmId, 'worker', 'Pendo Wawili');
    const second = await callAs(t.app, owner.token, 'POST', '/api/farms', { name: 'Pili' });
    const secondId = second.json().data.id as string;
    await t.db.insert(farmMembers).values({ farmId: secondId, userId: person.user.id, role: 'viewer' });
    const elsewhere = await seedFarmWithOwner(t.app, 'Siyo Yako');
    await t.db
      .insert(farmMembers)
      .values({ farmId: elsewhere.farm.id, userId: person.user.id, role: 'manager' });
    await byOwner.patch(person.user.id, { job_title: 'Milker' });

    const res = await byOwner.get(`/${person.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = StaffDetailResponseSchema.parse(res.json()).data;
    expect(detail).toMatchObject({ name: 'Pendo Wawili', role: 'worker', job_title: 'Milker' });
    expect(detail.shared_farms.map((f) => [f.name, f.role])).toEqual([
      ['Kwanza', 'worker'],
      ['Pili', 'viewer'],
    ]);
    // Pendo's own changes: none yet (the job title was the owner's change).
    expect(detail.recent_activity).toEqual([]);
    const ownerPage = StaffDetailResponseSchema.parse((await byOwner.get(`/${owner.user.id}`)).json()).data;
    expect(ownerPage.recent_activity[0]).toMatchObject({
      module: 'staff',
      action: 'edit',
      record_type: 'staff_member',
    });

    expect((await byOwner.get('/not-a-uuid')).statusCode).toBe(404);
    expect((await byOwner.get(`/${elsewhere.owner.user.id}`)).statusCode).toBe(404);
  });
});

describe('PATCH /api/farms/{farmId}/staff/{userId}', () => {
  it('changes role, job title, start date, pay and teams, and records the change', async () => {
    const { farmId, byOwner, owner, createTeam } = await seedFarm();
    const person = await seedStaff(t, farmId, 'viewer', 'Imani Kazi');
    const roleId = await seedCustomRole(t.db, farmId, ['inventory.view', 'inventory.edit'], 'Store keeper');
    const field = await createTeam('Field');
    const store = await createTeam('Store', [person.user.id]);

    const res = await byOwner.patch(person.user.id, {
      role: 'custom',
      role_id: roleId,
      job_title: ' Store keeper ',
      start_date: '2026-02-01',
      pay_rate: '12000.5',
      pay_period: 'month',
      team_ids: [field.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(StaffResponseSchema.parse(res.json()).data).toMatchObject({
      role: 'custom',
      role_id: roleId,
      role_name: 'Store keeper',
      job_title: 'Store keeper',
      start_date: '2026-02-01',
      pay_rate: '12000.50',
      pay_period: 'month',
      teams: [{ id: field.id, name: 'Field' }],
    });
    expect(store.id).toBeTruthy();

    const cleared = await byOwner.patch(person.user.id, {
      job_title: '',
      pay_rate: null,
      pay_period: null,
      team_ids: [],
    });
    expect(StaffResponseSchema.parse(cleared.json()).data).toMatchObject({
      role: 'custom',
      job_title: null,
      pay_rate: null,
      pay_period: null,
      teams: [],
    });

    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.farmId, farmId), eq(activityLog.recordId, person.user.id)))
      .orderBy(activityLog.id)
      .limit(1);
    expect(entry).toMatchObject({
      actorId: owner.user.id,
      action: 'edit',
      summary: "Changed Imani Kazi's role from viewer to Store keeper",
    });
    expect(entry!.before).toMatchObject({ role: 'viewer', teams: ['Store'] });
    expect(entry!.after).toMatchObject({ role: 'custom', role_name: 'Store keeper', teams: ['Field'] });
  });

  it('answers 422 saying what to fix', async () => {
    const { farmId, byOwner } = await seedFarm();
    const person = await seedStaff(t, farmId, 'viewer');
    const other = await seedFarmWithOwner(t.app, 'Nje');
    const foreignRole = await seedCustomRole(t.db, other.farm.id, ['inventory.view']);
    const cases: [object, string, string][] = [
      [{ pay_rate: -1, pay_period: 'day' }, 'pay_rate', 'The pay rate cannot be negative.'],
      [{ pay_rate: 'lots' }, 'pay_rate', 'Enter the pay rate as a number.'],
      [{ pay_rate: 100 }, 'pay_period', 'Choose whether the pay rate is per hour, day, week or month.'],
      [{ pay_period: 'year' }, 'pay_period', 'Choose hour, day, week or month.'],
      [
        { start_date: '2026-02-30' },
        'start_date',
        'There is no such day: enter the start date as a real date (YYYY-MM-DD).',
      ],
      [{ role: 'custom', role_id: foreignRole }, 'role_id', 'Choose one of this farm’s roles.'],
      [{ team_ids: ['00000000-0000-4000-8000-000000000000'] }, 'team_ids', 'Choose teams of this farm.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await byOwner.patch(person.user.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(payload)).toEqual([message]);
    }
  });

  it('keeps owners to owners: a manager neither changes an owner nor makes one', async () => {
    const { farmId, owner, as } = await seedFarm();
    const manager = await seedStaff(t, farmId, 'manager', 'Mercy Manager');
    const worker = await seedStaff(t, farmId, 'worker', 'Wafula Worker');
    const byManager = as(manager.token);

    expect((await byManager.patch(worker.user.id, { job_title: 'Herder' })).statusCode).toBe(200);
    const promote = await byManager.patch(worker.user.id, { role: 'owner' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('Only an owner can make someone an owner of this farm.');
    const touchOwner = await byManager.patch(owner.user.id, { job_title: 'Boss' });
    expect(touchOwner.statusCode).toBe(403);
    expect(touchOwner.json().message).toBe('Only an owner can change or remove another owner.');
    expect((await byManager.remove(owner.user.id)).statusCode).toBe(403);

    const worksAs = await as(worker.token).patch(manager.user.id, { job_title: 'x' });
    expect(worksAs.statusCode).toBe(403);
  });

  it('never leaves a farm without an owner: the last owner can be neither demoted nor removed', async () => {
    const { farmId, owner, byOwner } = await seedFarm('Mwisho');
    const demote = await byOwner.patch(owner.user.id, { role: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({
      code: 'last_owner',
      message:
        'Amina Owner is the only owner of this farm. Make someone else an owner first, so the farm always has one.',
    });
    expect((await byOwner.remove(owner.user.id)).statusCode).toBe(409);

    const partner = await seedStaff(t, farmId, 'manager', 'Paulo Partner');
    expect((await byOwner.patch(partner.user.id, { role: 'owner' })).statusCode).toBe(200);
    // Two owners demoting each other at once: one wins, the farm keeps an owner.
    const answers = await Promise.all([
      byOwner.patch(partner.user.id, { role: 'manager' }),
      byOwner.patch(owner.user.id, { role: 'manager' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const owners = await t.db
      .select()
      .from(farmMembers)
      .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.role, 'owner')));
    expect(owners).toHaveLength(1);
  });
});

describe('DELETE /api/farms/{farmId}/staff/{userId}', () => {
  it('removes the person: their next request is refused, they leave the farm’s teams, and it is recorded', async () => {
    const { farmId, farm, owner, byOwner, createTeam } = await seedFarm('Ondoka');
    const person = await seedStaff(t, farmId, 'worker', 'Hamisi Anaondoka');
    const team = await createTeam('Field', [person.user.id]);
    expect((await callAs(t.app, person.token, 'GET', `/api/farms/${farmId}`)).statusCode).toBe(200);

    const res = await byOwner.remove(person.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Hamisi Anaondoka was removed from the farm.' });
    expect((await callAs(t.app, person.token, 'GET', `/api/farms/${farmId}`)).statusCode).toBe(404);
    const teams = await callAs(t.app, owner.token, 'GET', `/api/farms/${farmId}/teams`);
    expect(teams.json().data.find((row: { id: string }) => row.id === team.id).members).toEqual([]);
    expect((await byOwner.remove(person.user.id)).statusCode).toBe(404);
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.farmId, farm.id), eq(activityLog.action, 'remove')));
    expect(entry).toMatchObject({
      recordId: person.user.id,
      summary: 'Removed Hamisi Anaondoka from the farm',
    });
  });

  it('narrows a role on the very next request', async () => {
    const { farmId, byOwner } = await seedFarm();
    const person = await seedStaff(t, farmId, 'manager', 'Neema Narrow');
    const staffList = () => callAs(t.app, person.token, 'GET', `/api/farms/${farmId}/staff`);
    expect((await staffList()).statusCode).toBe(200);
    expect((await byOwner.patch(person.user.id, { role: 'worker' })).statusCode).toBe(200);
    expect((await staffList()).statusCode).toBe(403);
  });
});
