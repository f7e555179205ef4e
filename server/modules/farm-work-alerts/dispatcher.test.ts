// Farm-work domain events become notifications for the right people: the task's person or team (or those who
// may edit tasks), members who may see crops, every member for the weather; once, in each reader's language,
// with the ids and links the notification dialog needs, and under the right preference type.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '@/server/db/schema/inventory';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
} from '@/server/db/schema/notifications';
import { recordDomainEvent } from '@/server/lib/domain-events';
import type { FarmWorkEventPayloads, FarmWorkEventType } from '@/server/lib/farm-work-events';
import { addMember, insertFarm, type TestUser } from '@/server/modules/notifications/test-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import { dispatchFarmWorkEvents } from './dispatcher';
import { insertCrop, insertField, insertTask, insertTeam, setLanguage } from './testing/fixtures';

let t: TestApp;
let owner: TestUser;
let worker: TestUser;
let mateA: TestUser;
let mateB: TestUser;
let viewer: TestUser;
let bookkeeper: TestUser;
let outsider: TestUser;
let farm: { id: string; name: string };
let crop: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const people = await Promise.all(Array.from({ length: 7 }, () => registerUser(t.app)));
  [owner, worker, mateA, mateB, viewer, bookkeeper, outsider] = people as [
    TestUser,
    TestUser,
    TestUser,
    TestUser,
    TestUser,
    TestUser,
    TestUser,
  ];
  farm = await insertFarm(t.db, owner.user.id, 'Shamba la Juu');
  await addMember(t.db, farm.id, worker.user.id, 'worker');
  await addMember(t.db, farm.id, mateA.user.id, 'worker');
  await addMember(t.db, farm.id, mateB.user.id, 'worker');
  await addMember(t.db, farm.id, viewer.user.id, 'viewer');
  await addMember(t.db, farm.id, bookkeeper.user.id, {
    name: 'Bookkeeper',
    permissions: ['farms.view', 'finances.view'],
  });
  await insertFarm(t.db, outsider.user.id, 'Another farm');
  const field = await insertField(t.db, farm.id);
  crop = await insertCrop(t.db, farm.id, field.id, 'Maize');
});
afterAll(() => t.close());

const record = async <K extends FarmWorkEventType>(
  type: K,
  payload: FarmWorkEventPayloads[K],
  farmId = farm.id,
) => {
  await recordDomainEvent(t.db, {
    farmId,
    type,
    subjectId: null,
    payload: { ...payload },
    dedupeKey: null,
    createdAt: t.clock.now(),
  });
  const [row] = await t.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), eq(domainEvents.farmId, farmId)))
    .orderBy(domainEvents.createdAt);
  return row!;
};

/** Dispatches, then answers who got a notification from this event, by user id. */
async function deliveredTo(eventType: string) {
  await dispatchFarmWorkEvents(t.app.notifications.service);
  const rows = await t.db.select().from(notifications).where(eq(notifications.farmId, farm.id));
  return rows.filter((r) => (r.metadata as Record<string, unknown>).event_type === eventType);
}
const users = (rows: { userId: string }[]) => rows.map((r) => r.userId).sort();
const ids = (...people: TestUser[]) => people.map((p) => p.user.id).sort();

const taskBase = { due_date: '2026-12-01', crop_id: null, crop_name: null };

describe('farm-work dispatcher', () => {
  it('tells the assignee of a new task, not the person who assigned it, with the task and crop to open', async () => {
    const task = await insertTask(t.db, {
      farmId: farm.id,
      dueDate: '2026-12-01',
      assigneeUserId: worker.user.id,
      cropId: crop.id,
    });
    await record('task.assigned', {
      ...taskBase,
      task_id: task.id,
      task_title: 'Top-dress with CAN',
      assignee_user_id: worker.user.id,
      assignee_team_id: null,
      assigned_by: owner.user.id,
      crop_id: crop.id,
      crop_name: 'Maize',
    });
    const rows = await deliveredTo('task.assigned');
    expect(users(rows)).toEqual(ids(worker));
    expect(rows[0]).toMatchObject({
      type: 'task',
      category: 'tasks',
      severity: 'info',
      title: 'New task: Top-dress with CAN',
      message: 'You have been given Top-dress with CAN for Maize, due on 1 Dec 2026.',
      actionUrl: `/farmer/tasks/${task.id}`,
      farmId: farm.id,
    });
    expect(rows[0]!.data).toMatchObject({
      task_id: task.id,
      crop_id: crop.id,
      crop_name: 'Maize',
      farm_id: farm.id,
      farm_name: 'Shamba la Juu',
    });
    expect(rows[0]!.metadata).toMatchObject({ preference_type: 'task_due' });
  });

  it("tells every member of the assigned team, and nobody for an unassigned task's assignment", async () => {
    const team = await insertTeam(t.db, farm.id, [mateA.user.id, mateB.user.id]);
    const teamTask = await insertTask(t.db, {
      farmId: farm.id,
      dueDate: '2026-12-02',
      assigneeTeamId: team.id,
    });
    await record('task.assigned', {
      ...taskBase,
      task_id: teamTask.id,
      task_title: 'Spray for fall armyworm',
      assignee_user_id: null,
      assignee_team_id: team.id,
      assigned_by: owner.user.id,
    });
    const rows = await deliveredTo('task.assigned');
    expect(users(rows.filter((r) => (r.data as Record<string, unknown>).task_id === teamTask.id))).toEqual(
      ids(mateA, mateB),
    );
    const before = rows.length;
    await record('task.assigned', {
      ...taskBase,
      task_id: teamTask.id,
      task_title: 'Nobody',
      assignee_user_id: null,
      assignee_team_id: null,
      assigned_by: owner.user.id,
    });
    expect(await deliveredTo('task.assigned')).toHaveLength(before);
  });

  it('reminds whoever may edit tasks of an unassigned task, and nobody once the task is done', async () => {
    const open = await insertTask(t.db, { farmId: farm.id, title: 'Fix the fence', dueDate: '2026-12-03' });
    const done = await insertTask(t.db, {
      farmId: farm.id,
      title: 'Done already',
      dueDate: '2026-12-03',
      status: 'done',
    });
    for (const task of [open, done]) {
      await record('task.due', {
        ...taskBase,
        task_id: task.id,
        task_title: task.title,
        due_date: '2026-12-03',
        when: 'day_before',
      });
    }
    const rows = await deliveredTo('task.due');
    // Owner and workers may edit tasks; the viewer and the bookkeeper may not.
    expect(users(rows)).toEqual(ids(owner, worker, mateA, mateB));
    expect(rows.every((r) => (r.data as Record<string, unknown>).task_id === open.id)).toBe(true);
    expect(rows[0]).toMatchObject({
      title: 'Due tomorrow: Fix the fence',
      message: 'Fix the fence is due tomorrow, 3 Dec 2026.',
    });
  });

  it('sends an overdue notice to the assignee as a warning', async () => {
    const late = await insertTask(t.db, {
      farmId: farm.id,
      title: 'Dip the cattle',
      dueDate: '2026-11-20',
      assigneeUserId: worker.user.id,
    });
    await record('task.overdue', {
      ...taskBase,
      task_id: late.id,
      task_title: 'Dip the cattle',
      due_date: '2026-11-20',
    });
    const rows = await deliveredTo('task.overdue');
    expect(users(rows)).toEqual(ids(worker));
    expect(rows[0]).toMatchObject({
      severity: 'warning',
      title: 'Overdue: Dip the cattle',
      message: 'Dip the cattle was due on 20 Nov 2026 and is not done yet.',
    });
  });

  it('tells members who may see crops about a stage change and a harvest, under growth progress', async () => {
    await record('crop.stage_changed', {
      crop_id: crop.id,
      crop_name: 'Maize',
      stage_name: 'Flowering',
      previous_stage_name: 'Vegetative',
    });
    const stage = await deliveredTo('crop.stage_changed');
    expect(users(stage)).toEqual(ids(owner, worker, mateA, mateB, viewer));
    expect(stage[0]).toMatchObject({
      type: 'crop_update',
      category: 'growth_stages',
      title: 'Maize: now Flowering',
      message: 'Maize has moved from Vegetative to Flowering.',
      actionUrl: `/farmer/crops/${crop.id}`,
    });
    expect(stage[0]!.data).toMatchObject({ crop_id: crop.id, crop_name: 'Maize' });
    expect(stage[0]!.metadata).toMatchObject({ preference_type: 'progress_update' });

    await record('crop.harvest_recorded', {
      crop_id: crop.id,
      crop_name: 'Maize',
      harvest_id: crypto.randomUUID(),
      item_id: crypto.randomUUID(),
      quantity: '1250.50',
      unit: 'kg',
      lot: 'MZ-2026-07',
      quality_grade: 'A',
      task_id: null,
    });
    const harvest = await deliveredTo('crop.harvest_recorded');
    expect(users(harvest)).toEqual(ids(owner, worker, mateA, mateB, viewer));
    expect(harvest[0]).toMatchObject({
      title: 'Harvest recorded: Maize',
      message: '1,250.5 kg of Maize went into stock as lot MZ-2026-07.',
      actionUrl: `/farmer/crops/${crop.id}`,
    });
  });

  it('sends the soil re-test to crop readers and the weather to every member, with links to the farm pages', async () => {
    await record('soil.retest_due', {
      field_id: crypto.randomUUID(),
      field_name: 'Shamba la Chini',
      sample_id: crypto.randomUUID(),
      sampled_on: '2025-11-01',
    });
    const soil = await deliveredTo('soil.retest_due');
    expect(users(soil)).toEqual(ids(owner, worker, mateA, mateB, viewer));
    expect(soil[0]).toMatchObject({
      title: 'Soil re-test due: Shamba la Chini',
      actionUrl: `/farmer/farms/${farm.id}/soil-sampling`,
    });

    await record('weather.alert', { kind: 'frost', date: '2026-11-26', value: 1.5, unit: '°C' });
    const weather = await deliveredTo('weather.alert');
    expect(users(weather)).toEqual(ids(owner, worker, mateA, mateB, viewer, bookkeeper));
    expect(weather[0]).toMatchObject({
      type: 'weather_alert',
      category: 'weather',
      severity: 'warning',
      title: 'Frost warning: Shamba la Juu',
      message:
        'Temperatures down to 1.5 °C are forecast on 26 Nov 2026. Cover seedlings and protect tender crops.',
      actionUrl: `/farmer/farms/${farm.id}`,
    });
    expect(weather[0]!.metadata).toMatchObject({ preference_type: 'weather' });
    // Nobody outside the farm hears anything.
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, outsider.user.id)),
    ).toHaveLength(0);
  });

  it('writes each reader in their language', async () => {
    await setLanguage(t.db, mateA.user.id, 'sw');
    await record('weather.alert', { kind: 'heavy_rain', date: '2026-11-27', value: 62, unit: 'mm' });
    const rows = await deliveredTo('weather.alert');
    const swahili = rows.find((r) => r.userId === mateA.user.id && r.title.includes('mvua'));
    expect(swahili).toMatchObject({ title: 'Tahadhari ya mvua kubwa: Shamba la Juu' });
    expect(rows.find((r) => r.userId === owner.user.id && r.title.startsWith('Heavy rain'))).toBeDefined();
  });

  it("honours each person's channel choices for the preference type", async () => {
    await t.db
      .insert(notificationPreferences)
      .values({ userId: worker.user.id, type: 'task_due', email: false, push: false, sms: false });
    const task = await insertTask(t.db, {
      farmId: farm.id,
      title: 'Prune the avocados',
      dueDate: '2026-12-05',
      assigneeUserId: worker.user.id,
    });
    await record('task.due', {
      ...taskBase,
      task_id: task.id,
      task_title: 'Prune the avocados',
      due_date: '2026-12-05',
      when: 'today',
    });
    const [row] = (await deliveredTo('task.due')).filter(
      (r) => (r.data as Record<string, unknown>).task_id === task.id,
    );
    expect(row).toMatchObject({ userId: worker.user.id, title: 'Due today: Prune the avocados' });
    const deliveries = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, row!.id));
    expect(deliveries.find((d) => d.channel === 'email')).toMatchObject({
      status: 'skipped',
      detail: 'E-mail is off for Task reminders.',
    });
    expect(deliveries.find((d) => d.channel === 'in_app')).toMatchObject({ status: 'sent' });

    // The weather switch of the settings silences weather e-mail for the owner, and only that.
    await t.db
      .insert(notificationPreferences)
      .values({ userId: owner.user.id, type: 'weather', email: true, push: true, sms: false });
    await setLanguage(t.db, owner.user.id, 'en');
    await t.db.execute(
      // the settings' master switch, as PUT /api/user/settings stores it
      sql`update user_settings set settings = settings || '{"notification_preferences":{"weather_alerts":false}}'::jsonb where user_id = ${owner.user.id}`,
    );
    await record('weather.alert', { kind: 'heat', date: '2026-11-28', value: 36.2, unit: '°C' });
    const heat = (await deliveredTo('weather.alert')).find(
      (r) => r.userId === owner.user.id && r.title.startsWith('Heat'),
    )!;
    const heatDeliveries = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, heat.id));
    expect(heatDeliveries.find((d) => d.channel === 'email')).toMatchObject({
      status: 'skipped',
      detail: "Weather alerts are off in the user's settings.",
    });
  });

  it('delivers each event once when two dispatchers run at the same time, and marks them delivered', async () => {
    const other = await registerUser(t.app);
    const small = await insertFarm(t.db, other.user.id, 'Small farm');
    for (let i = 0; i < 8; i++) {
      await recordDomainEvent(t.db, {
        farmId: small.id,
        type: 'weather.alert',
        subjectId: small.id,
        payload: { kind: 'strong_wind', date: `2026-12-1${i}`, value: 55, unit: 'km/h' },
        dedupeKey: `weather:${small.id}:strong_wind:2026-12-1${i}`,
        createdAt: t.clock.now(),
      });
    }
    const service = t.app.notifications.service;
    const [a, b] = await Promise.all([dispatchFarmWorkEvents(service), dispatchFarmWorkEvents(service)]);
    expect(a.notifications + b.notifications).toBe(8);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, other.user.id)),
    ).toHaveLength(8);
    const events = await t.db.select().from(domainEvents).where(eq(domainEvents.farmId, small.id));
    expect(events.every((e) => e.deliveredAt instanceof Date)).toBe(true);
    expect(await dispatchFarmWorkEvents(service)).toMatchObject({ events: 0, notifications: 0 });
    // Stock alerts are another dispatcher's: left pending here.
    await recordDomainEvent(t.db, {
      farmId: small.id,
      type: 'inventory.low_stock',
      subjectId: null,
      payload: {},
      dedupeKey: null,
      createdAt: t.clock.now(),
    });
    await dispatchFarmWorkEvents(service);
    const [stock] = await t.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.farmId, small.id), inArray(domainEvents.type, ['inventory.low_stock'])));
    expect(stock!.deliveredAt).toBeNull();
  });
});
