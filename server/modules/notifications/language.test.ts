// Every notification goes out in its recipient's language (docs/product/notifications.md): the stored in-app row,
// the e-mail around it, the SMS and the push message, each in the `language` of that user's settings, so two
// members of one farm hear about one stock alert each in their own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema/notifications';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { dispatchDomainEvents } from './domain-event-dispatcher';
import { addMember, insertDomainEvent, insertFarm, scriptedPush, type TestUser } from './test-fixtures';

const push = scriptedPush();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ push: push.sender, notifications: { appUrl: 'https://shamba.example' } });
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(user.token), payload });

/** A user reading in `language`, with a phone and SMS on for stock alerts. */
async function reader(language: 'en' | 'sw', phone: string) {
  const user = await registerUser(t.app, { phone_number: phone });
  expect((await call(user, 'PUT', '/api/user/settings', { language })).statusCode).toBe(200);
  const prefs = await call(user, 'PUT', '/api/farmer/notification-preferences', {
    preferences: [{ type: 'input', channels: { sms: true, email: true } }],
  });
  expect(prefs.statusCode, prefs.body).toBe(200);
  return user;
}

const rowsOf = (user: TestUser) =>
  t.db.select().from(notifications).where(eq(notifications.userId, user.user.id));

describe('notifications in the recipient’s language', () => {
  it('sends one low-stock alert to two members, each in their own language, on every channel', async () => {
    const [mwangi, jane] = await Promise.all([reader('sw', '+254722000001'), reader('en', '+254722000002')]);
    const farm = await insertFarm(t.db, mwangi.user.id);
    await addMember(t.db, farm.id, jane.user.id, 'worker');
    await insertDomainEvent(t.db, {
      farmId: farm.id,
      type: 'inventory.low_stock',
      payload: {
        item_name: 'DAP fertilizer',
        quantity: '1250.50',
        unit: 'kg',
        reorder_level: '2000.00',
        location_name: 'Main store',
      },
    });
    expect(await dispatchDomainEvents(t.app.notifications.service)).toMatchObject({ notifications: 2 });
    const link = `https://shamba.example/farmer/farms/${farm.id}/inventory`;

    const [sw] = await rowsOf(mwangi);
    expect(sw).toMatchObject({
      title: 'Akiba ndogo: DAP fertilizer',
      message:
        'Kiasi cha DAP fertilizer kwenye Main store kimepungua hadi 1,250.5 kg, chini ya kiwango cha kuagiza upya cha 2,000 kg.',
    });
    expect(await t.outbox.latest(mwangi.user.email)).toMatchObject({
      subject: 'Akiba ndogo: DAP fertilizer',
      body: [
        sw!.message,
        `Fungua katika Shamba: ${link}`,
        'Unapokea ujumbe huu kwa sababu ya mapendeleo yako ya arifa katika Shamba (Mipangilio, Arifa).',
      ].join('\n\n'),
    });
    expect((await t.outbox.latest('+254722000001', 'sms'))!.body).toBe(
      `Shamba: Akiba ndogo: DAP fertilizer. ${sw!.message} ${link}`,
    );

    const [en] = await rowsOf(jane);
    expect(en).toMatchObject({
      title: 'Low stock: DAP fertilizer',
      message: 'DAP fertilizer is down to 1,250.5 kg at Main store, below the reorder level of 2,000 kg.',
    });
    expect(await t.outbox.latest(jane.user.email)).toMatchObject({
      subject: 'Low stock: DAP fertilizer',
      body: [
        en!.message,
        `Open in Shamba: ${link}`,
        'You get this message because of your notification preferences in Shamba (Settings, Notifications).',
      ].join('\n\n'),
    });
    expect((await t.outbox.latest('+254722000002', 'sms'))!.body).toBe(
      `Shamba: Low stock: DAP fertilizer. ${en!.message} ${link}`,
    );
  });

  it('writes the test notification and the push test in the user’s language', async () => {
    const user = await reader('sw', '+254722000003');
    const res = await call(user, 'POST', '/api/test-notification', {
      type: 'input_stock',
      category: 'inputs',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notification).toMatchObject({
      title: 'Tahadhari ya akiba ya pembejeo (majaribio)',
      message: 'Hii ni arifa ya majaribio.',
    });
    expect((await t.outbox.latest(user.user.email))!.subject).toBe(
      'Tahadhari ya akiba ya pembejeo (majaribio)',
    );
    // A message the user typed is theirs: it goes out as written.
    const own = await call(user, 'POST', '/api/test-notification', { message: 'Mbolea imefika.' });
    expect(own.json().notification).toMatchObject({
      title: 'Arifa ya majaribio',
      message: 'Mbolea imefika.',
    });

    await call(user, 'POST', '/api/notifications/fcm-token', { token: 'tok-sw-phone' });
    expect((await call(user, 'POST', '/api/notifications/fcm-test')).json()).toMatchObject({ success: true });
    expect(push.sent.at(-1)!.message).toMatchObject({
      title: 'Arifa ya majaribio ya push',
      body: 'Arifa za push zinafika kwenye kifaa hiki.',
    });
  });
});
