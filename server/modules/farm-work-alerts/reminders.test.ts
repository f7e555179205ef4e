// Reminders go out in each farm's local morning, once: a task due tomorrow and today, an overdue task, a soil
// re-test. Running the job twice, or two at once, records and sends each reminder one time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soilSamples } from '@/server/db/schema/fields';
import { domainEvents } from '@/server/db/schema/inventory';
import { notifications } from '@/server/db/schema/notifications';
import { addMember, insertFarm, type TestUser } from '@/server/modules/notifications/test-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import { dispatchFarmWorkEvents } from './dispatcher';
import { farmWorkJobs, REMINDER_EVERY_MS } from './jobs';
import { localDay } from './local-day';
import { recordReminders } from './reminders';
import { insertField, insertSoilSample, insertTask, setFarmPlace } from './testing/fixtures';

let t: TestApp;
let owner: TestUser;
let worker: TestUser;
let farm: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  [owner, worker] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
  farm = await insertFarm(t.db, owner.user.id, 'Mlima Farm');
  await addMember(t.db, farm.id, worker.user.id, 'worker');
});
afterAll(() => t.close());

const inbox = (user: TestUser) =>
  t.db.select().from(notifications).where(eq(notifications.userId, user.user.id));
const titles = async (user: TestUser) => (await inbox(user)).map((n) => n.title).sort();
const eventsOf = (farmId: string) => t.db.select().from(domainEvents).where(eq(domainEvents.farmId, farmId));

describe('local morning', () => {
  it("reads the farm's own date and hour", () => {
    const at = new Date('2026-11-24T22:30:00Z');
    expect(localDay(at, 'Africa/Nairobi')).toEqual({ today: '2026-11-25', tomorrow: '2026-11-26', hour: 1 });
    expect(localDay(at, 'America/Lima')).toEqual({ today: '2026-11-24', tomorrow: '2026-11-25', hour: 17 });
    // A zone the runtime does not know reads as the product's default zone.
    expect(localDay(at, 'Mars/Olympus')).toEqual(localDay(at, 'Africa/Nairobi'));
  });
});

describe('task and soil reminders', () => {
  it('waits for the morning, then reminds once of tasks due tomorrow, today and overdue', async () => {
    await insertTask(t.db, {
      farmId: farm.id,
      title: 'Plant beans',
      dueDate: '2026-11-25',
      assigneeUserId: worker.user.id,
    });
    await insertTask(t.db, { farmId: farm.id, title: 'Check the tank', dueDate: '2026-11-24' });
    await insertTask(t.db, {
      farmId: farm.id,
      title: 'Dip the cattle',
      dueDate: '2026-11-20',
      assigneeUserId: worker.user.id,
    });
    await insertTask(t.db, {
      farmId: farm.id,
      title: 'Done late',
      dueDate: '2026-11-20',
      assigneeUserId: worker.user.id,
      status: 'done',
    });
    await insertTask(t.db, {
      farmId: farm.id,
      title: 'Long forgotten',
      dueDate: '2026-09-01',
      assigneeUserId: worker.user.id,
    });
    await insertTask(t.db, {
      farmId: farm.id,
      title: 'Next week',
      dueDate: '2026-12-01',
      assigneeUserId: worker.user.id,
    });

    // 05:00 in Nairobi: too early.
    expect(await recordReminders(t.db, new Date('2026-11-24T02:00:00Z'))).toEqual({ tasks: 0, soil: 0 });

    const morning = new Date('2026-11-24T03:30:00Z');
    const [first, second] = await Promise.all([
      recordReminders(t.db, morning),
      recordReminders(t.db, morning),
    ]);
    expect(first.tasks + second.tasks).toBe(3);
    expect(await recordReminders(t.db, morning)).toEqual({ tasks: 0, soil: 0 });
    await dispatchFarmWorkEvents(t.app.notifications.service);
    await dispatchFarmWorkEvents(t.app.notifications.service);

    expect(await titles(worker)).toEqual([
      'Due today: Check the tank',
      'Due tomorrow: Plant beans',
      'Overdue: Dip the cattle',
    ]);
    // The unassigned task reminds whoever may edit tasks: the owner too.
    expect(await titles(owner)).toEqual(['Due today: Check the tank']);

    // The next morning: "Plant beans" is due today (one new reminder); the overdue notice is not repeated, and the
    // task of yesterday is now overdue.
    await recordReminders(t.db, new Date('2026-11-25T04:00:00Z'));
    await recordReminders(t.db, new Date('2026-11-25T09:00:00Z'));
    await dispatchFarmWorkEvents(t.app.notifications.service);
    expect(await titles(worker)).toEqual([
      'Due today: Check the tank',
      'Due today: Plant beans',
      'Due tomorrow: Plant beans',
      'Overdue: Check the tank',
      'Overdue: Dip the cattle',
    ]);
    const overdue = (await eventsOf(farm.id)).filter((e) => e.type === 'task.overdue');
    expect(overdue.map((e) => e.dedupeKey).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^task_overdue:.+:2026-11-20$/)]),
    );
    expect(overdue).toHaveLength(2);
  });

  it('reminds of a soil re-test once and marks the sample reminded', async () => {
    const other = await registerUser(t.app);
    const soilFarm = await insertFarm(t.db, other.user.id, 'Soil farm');
    const field = await insertField(t.db, soilFarm.id, 'Upper field');
    const due = await insertSoilSample(t.db, {
      farmId: soilFarm.id,
      fieldId: field.id,
      sampledOn: '2025-11-20',
      retestDueOn: '2026-11-20',
    });
    const later = await insertSoilSample(t.db, {
      farmId: soilFarm.id,
      fieldId: field.id,
      sampledOn: '2026-06-01',
      retestDueOn: '2027-06-01',
    });

    const morning = new Date('2026-11-24T05:00:00Z');
    const runs = await Promise.all([recordReminders(t.db, morning), recordReminders(t.db, morning)]);
    expect(runs[0]!.soil + runs[1]!.soil).toBe(1);
    expect((await recordReminders(t.db, new Date('2026-11-26T05:00:00Z'))).soil).toBe(0);
    await dispatchFarmWorkEvents(t.app.notifications.service);

    const rows = await inbox(other);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'Soil re-test due: Upper field',
      message:
        'The soil of Upper field was last sampled on 20 Nov 2025. Take a new sample and send it to the lab.',
      actionUrl: `/farmer/farms/${soilFarm.id}/soil-sampling`,
    });
    const [dueRow] = await t.db.select().from(soilSamples).where(eq(soilSamples.id, due.id));
    const [laterRow] = await t.db.select().from(soilSamples).where(eq(soilSamples.id, later.id));
    expect(dueRow!.retestRemindedAt).toBeInstanceOf(Date);
    expect(laterRow!.retestRemindedAt).toBeNull();
  });

  it('does not repeat what the assignment notice of a task added today said', async () => {
    const other = await registerUser(t.app);
    const fresh = await insertFarm(t.db, other.user.id, 'Fresh farm');
    const addedToday = new Date('2026-11-24T06:00:00Z'); // 09:00 in Nairobi
    const assigned = { farmId: fresh.id, assigneeUserId: other.user.id, createdAt: addedToday };
    await insertTask(t.db, { ...assigned, title: 'Spray today', dueDate: '2026-11-24' });
    await insertTask(t.db, { ...assigned, title: 'Spray tomorrow', dueDate: '2026-11-25' });
    await insertTask(t.db, {
      farmId: fresh.id,
      title: 'Nobody yet',
      dueDate: '2026-11-24',
      createdAt: addedToday,
    });

    // Later that day only the unassigned task, of which nobody was told, is reminded.
    await recordReminders(t.db, new Date('2026-11-24T08:00:00Z'));
    const today = (await eventsOf(fresh.id)).map((e) => (e.payload as { task_title: string }).task_title);
    expect(today).toEqual(['Nobody yet']);
    // The next morning the task due that day is reminded, and the ones left undone are overdue, as usual.
    await recordReminders(t.db, new Date('2026-11-25T04:00:00Z'));
    const next = (await eventsOf(fresh.id)).map(
      (e) => `${e.type} ${(e.payload as { task_title: string }).task_title}`,
    );
    expect(next.sort()).toEqual([
      'task.due Nobody yet',
      'task.due Spray tomorrow',
      'task.overdue Nobody yet',
      'task.overdue Spray today',
    ]);
  });

  it("keeps to each farm's own zone", async () => {
    const other = await registerUser(t.app);
    const london = await insertFarm(t.db, other.user.id, 'London allotment');
    await setFarmPlace(t.db, london.id, { latitude: null, longitude: null, timezone: 'Europe/London' });
    await insertTask(t.db, { farmId: london.id, title: 'Turn the compost', dueDate: '2026-11-24' });
    // 05:30 in London, 08:30 in Nairobi.
    await recordReminders(t.db, new Date('2026-11-24T05:30:00Z'));
    expect(await eventsOf(london.id)).toHaveLength(0);
    await recordReminders(t.db, new Date('2026-11-24T06:10:00Z'));
    expect((await eventsOf(london.id)).map((e) => e.type)).toEqual(['task.due']);
  });

  it('the scheduled job paces itself and, run twice, sends one reminder', async () => {
    const other = await registerUser(t.app);
    const jobFarm = await insertFarm(t.db, other.user.id, 'Job farm');
    await insertTask(t.db, {
      farmId: jobFarm.id,
      title: 'Harvest the kale',
      dueDate: '2026-11-27',
      assigneeUserId: other.user.id,
    });
    t.clock.set(new Date('2026-11-27T04:00:00Z'));
    const job = farmWorkJobs({ service: t.app.notifications.service, log: t.app.log }).find(
      (j) => j.name === 'farm-work.reminders',
    )!;
    await job.run('2026-11-27');
    await job.run('2026-11-27');
    t.clock.advance(REMINDER_EVERY_MS + 1);
    await job.run('2026-11-27');
    expect((await inbox(other)).map((n) => n.title)).toEqual(['Due today: Harvest the kale']);
  });
});
