// A farm's teams (docs/product/staff.md "Teams"): create, rename, change members, delete; a name once per farm;
// only the farm's people as members; a person in several teams; another farm's people reach none of it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamListResponseSchema, TeamResponseSchema } from '@/shared/contracts/staff';
import { activityLog } from '@/server/db/schema/activity';
import { createTestApp, type TestApp } from '@/server/test/app';
import { callAs, seedFarmWithOwner, seedStaff } from './test-support';

let t: TestApp;
let owner: Awaited<ReturnType<typeof seedFarmWithOwner>>['owner'];
let farmId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({
    owner,
    farm: { id: farmId },
  } = await seedFarmWithOwner(t.app));
});
afterAll(() => t.close());

const teamsUrl = (teamId?: string, farm = farmId) => `/api/farms/${farm}/teams${teamId ? `/${teamId}` : ''}`;
const listTeams = async (token = owner.token) => {
  const res = await callAs(t.app, token, 'GET', teamsUrl());
  expect(res.statusCode, res.body).toBe(200);
  return TeamListResponseSchema.parse(res.json()).data;
};

describe('teams', () => {
  it('creates, renames, changes members and deletes a team, recording each change', async () => {
    const amani = await seedStaff(t, farmId, 'worker', 'Amani Shamba');
    const baraka = await seedStaff(t, farmId, 'worker', 'Baraka Shamba');
    const created = await callAs(t.app, owner.token, 'POST', teamsUrl(), {
      name: ' Field team ',
      description: 'Planting and weeding',
      member_ids: [baraka.user.id, amani.user.id, amani.user.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const team = TeamResponseSchema.parse(created.json()).data;
    expect(team).toMatchObject({
      name: 'Field team',
      description: 'Planting and weeding',
      members: [
        { id: amani.user.id, name: 'Amani Shamba' },
        { id: baraka.user.id, name: 'Baraka Shamba' },
      ],
    });

    const renamed = await callAs(t.app, owner.token, 'PATCH', teamsUrl(team.id), {
      name: 'Planting crew',
      member_ids: [baraka.user.id],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(TeamResponseSchema.parse(renamed.json()).data).toMatchObject({
      name: 'Planting crew',
      description: 'Planting and weeding',
      members: [{ id: baraka.user.id, name: 'Baraka Shamba' }],
    });

    const removed = await callAs(t.app, owner.token, 'DELETE', teamsUrl(team.id));
    expect(removed.json()).toEqual({ success: true, message: 'The team Planting crew was deleted.' });
    expect((await listTeams()).find((row) => row.id === team.id)).toBeUndefined();
    expect((await callAs(t.app, owner.token, 'DELETE', teamsUrl(team.id))).statusCode).toBe(404);

    const entries = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.recordId, team.id))
      .orderBy(activityLog.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'edit', 'delete']);
    expect(entries[1]!.after).toMatchObject({ name: 'Planting crew', members: ['Baraka Shamba'] });
  });

  it('keeps a name once per farm in any letter case, but another farm may use it', async () => {
    await callAs(t.app, owner.token, 'POST', teamsUrl(), { name: 'Dairy' });
    const twice = await callAs(t.app, owner.token, 'POST', teamsUrl(), { name: 'DAIRY' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.name).toEqual([
      'There is already a team called DAIRY on this farm. Choose another name.',
    ]);
    const other = await callAs(t.app, owner.token, 'POST', teamsUrl(), { name: 'Poultry' });
    const rename = await callAs(t.app, owner.token, 'PATCH', teamsUrl(other.json().data.id), {
      name: 'dairy',
    });
    expect(rename.statusCode).toBe(409);

    const elsewhere = await seedFarmWithOwner(t.app, 'Jirani');
    const theirs = await callAs(
      t.app,
      elsewhere.owner.token,
      'POST',
      teamsUrl(undefined, elsewhere.farm.id),
      {
        name: 'Dairy',
      },
    );
    expect(theirs.statusCode).toBe(201);
  });

  it('takes only the farm’s people as members, and lets one person be in several teams', async () => {
    const outsider = await seedFarmWithOwner(t.app, 'Nje');
    const refused = await callAs(t.app, owner.token, 'POST', teamsUrl(), {
      name: 'Mixed',
      member_ids: [outsider.owner.user.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.member_ids).toEqual(['Choose people who are on this farm.']);
    const empty = await callAs(t.app, owner.token, 'POST', teamsUrl(), { name: ' ' });
    expect(empty.json().errors.name).toEqual(['Enter the team name.']);

    const both = await seedStaff(t, farmId, 'worker', 'Chausiku Wote');
    for (const name of ['Morning shift', 'Evening shift']) {
      const res = await callAs(t.app, owner.token, 'POST', teamsUrl(), { name, member_ids: [both.user.id] });
      expect(res.statusCode).toBe(201);
    }
    const teamsOfBoth = (await listTeams()).filter((team) => team.members.some((m) => m.id === both.user.id));
    expect(teamsOfBoth.map((team) => team.name)).toEqual(['Evening shift', 'Morning shift']);
  });

  it('lets a viewer of staff read, a worker nothing, and another farm’s owner find nothing', async () => {
    const worker = await seedStaff(t, farmId, 'worker', 'Wanjala Worker');
    expect((await callAs(t.app, worker.token, 'GET', teamsUrl())).statusCode).toBe(403);
    const reader = await seedStaff(t, farmId, { permissions: ['staff.view'] }, 'Rehema Reader');
    expect((await callAs(t.app, reader.token, 'GET', teamsUrl())).statusCode).toBe(200);
    const write = await callAs(t.app, reader.token, 'POST', teamsUrl(), { name: 'Readers' });
    expect(write.statusCode).toBe(403);

    const team = (await callAs(t.app, owner.token, 'POST', teamsUrl(), { name: 'Secret team' })).json().data;
    const outsider = await seedFarmWithOwner(t.app, 'Mbali');
    for (const [method, url] of [
      ['GET', teamsUrl()],
      ['PATCH', teamsUrl(team.id)],
      ['DELETE', teamsUrl(team.id)],
    ] as const) {
      const res = await callAs(t.app, outsider.owner.token, method, url, { name: 'Mine now' });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Secret');
    }
    const viaOwnFarm = await callAs(
      t.app,
      outsider.owner.token,
      'PATCH',
      teamsUrl(team.id, outsider.farm.id),
      {
        name: 'Mine now',
      },
    );
    expect(viaOwnFarm.statusCode).toBe(404);
    expect(viaOwnFarm.json().message).toBe('We could not find that team.');
  });
});
