// The renewal job (docs/product/subscriptions.md "Renewal"), run by the scheduler every minute. Each step is one
// conditional UPDATE … RETURNING, so two instances (or a repeated tick) never send a reminder twice or move a
// subscription twice:
// (a) a reminder `reminder_days` before a paid period ends, once per period (reminder_sent_for);
// (b) at the period's end: a waiting downgrade applies, a cancellation ends the plan, otherwise it is past due;
// (c) past due beyond the grace days: expired (entitlements fall to the free package);
// (d) an ended trial: expired.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '@/server/context';
import { languageOf } from '@/server/lib/i18n';
import { forgetEntitlements } from '@/server/modules/entitlements/entitlement-cache';
import type { ScheduledJob } from '@/server/modules/housekeeping/scheduler';
import { configuredAppUrl } from '@/server/modules/staff/app-url';
import { subscriptionSettings } from './billing-settings';
import { subscriptionsText } from './i18n';
import { FREE_PERIOD_MS } from './subscription-service';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'log' | 'messages' | 'notifications'>;

interface Moved {
  user_id: string;
  package_name: string;
  period_end: string | Date | null;
  name: string;
  email: string;
}

const rowsOf = (result: unknown) => ((result as { rows?: Moved[] }).rows ?? (result as Moved[])) as Moved[];

const dateIn = (lang: string, value: string | Date | null) =>
  value
    ? new Intl.DateTimeFormat(lang === 'sw' ? 'sw-KE' : 'en-KE', {
        dateStyle: 'long',
        timeZone: 'Africa/Nairobi',
      }).format(new Date(value))
    : '';

export async function runSubscriptionUpkeep(ctx: Ctx) {
  const { db } = ctx;
  const now = ctx.clock.now().toISOString();
  const settings = await subscriptionSettings(db);
  const link = `${configuredAppUrl() ?? ''}/farmer/settings/subscription`;

  // (a) Renewal reminders: paid plans only (a free package's period never ends).
  const reminded = rowsOf(
    await db.execute(sql`
      update subscriptions s set reminder_sent_for = s.current_period_end
      from packages p, users u
      where p.id = s.package_id and u.id = s.user_id
        and s.status = 'active' and not s.cancel_at_period_end and s.next_package_id is null
        and s.current_period_end > ${now}::timestamptz
        and s.current_period_end <= ${now}::timestamptz + make_interval(days => ${settings.reminder_days}::int)
        and s.reminder_sent_for is distinct from s.current_period_end
        and exists (select 1 from package_prices pp where pp.package_id = s.package_id)
      returning s.user_id, p.name as package_name, s.current_period_end as period_end, u.name, u.email`),
  );
  for (const row of reminded) {
    const lang = await languageOf(db, row.user_id);
    const values = {
      name: row.name,
      package: row.package_name,
      date: dateIn(lang, row.period_end),
      link,
      grace: String(settings.grace_days),
    };
    await ctx.messages
      .sendEmail({
        to: row.email,
        subject: subscriptionsText.tIn(lang, 'reminderSubject', values),
        text: subscriptionsText.tIn(lang, 'reminderText', values),
      })
      .catch((error: unknown) =>
        ctx.log.error({ err: error, userId: row.user_id }, 'renewal reminder not sent'),
      );
    await notify(
      ctx,
      row,
      'reminder',
      `renewal:${row.user_id}:${new Date(row.period_end ?? 0).toISOString()}`,
    );
  }

  // (b) Period ended: a waiting downgrade applies (a free one for good, a paid one to be paid in the grace days).
  const moved = rowsOf(
    await db.execute(sql`
      update subscriptions s set
        package_id = coalesce(s.next_package_id, s.package_id),
        status = case
          when s.next_package_id is not null and not exists
               (select 1 from package_prices pp where pp.package_id = s.next_package_id) then 'active'
          when s.cancel_at_period_end then 'canceled'
          else 'past_due' end,
        current_period_start = case when s.next_package_id is not null and not exists
               (select 1 from package_prices pp where pp.package_id = s.next_package_id)
             then ${now}::timestamptz else s.current_period_start end,
        current_period_end = case when s.next_package_id is not null and not exists
               (select 1 from package_prices pp where pp.package_id = s.next_package_id)
             then ${now}::timestamptz + make_interval(secs => ${FREE_PERIOD_MS / 1000}) else s.current_period_end end,
        next_package_id = null,
        updated_at = ${now}::timestamptz
      from users u
      where u.id = s.user_id and s.status = 'active' and s.current_period_end <= ${now}::timestamptz
      returning s.user_id, '' as package_name, s.current_period_end as period_end, u.name, u.email`),
  );

  // (c) and (d): past the grace days, or a trial that ended.
  const expired = rowsOf(
    await db.execute(sql`
      update subscriptions s set status = 'expired', updated_at = ${now}::timestamptz
      from packages p, users u
      where p.id = s.package_id and u.id = s.user_id and (
        (s.status = 'past_due'
          and s.current_period_end + make_interval(days => ${settings.grace_days}::int) <= ${now}::timestamptz)
        or (s.status = 'trialing' and s.trial_ends_at <= ${now}::timestamptz))
      returning s.user_id, p.name as package_name, s.current_period_end as period_end, u.name, u.email`),
  );
  for (const row of expired) await notify(ctx, row, 'expired', `expired:${row.user_id}:${now}`);

  for (const row of [...moved, ...expired]) forgetEntitlements(db, row.user_id);
  return { reminded: reminded.length, moved: moved.length, expired: expired.length };
}

async function notify(ctx: Ctx, row: Moved, kind: 'reminder' | 'expired', dedupeKey: string) {
  await ctx.notifications
    .notify({
      userId: row.user_id,
      category: 'subscription',
      preferenceType: 'subscription',
      severity: kind === 'expired' ? 'warning' : 'info',
      title: (lang) =>
        subscriptionsText.tIn(lang, kind === 'expired' ? 'expiredTitle' : 'reminderTitle', {
          date: dateIn(lang, row.period_end),
        }),
      message: (lang) =>
        subscriptionsText.tIn(lang, kind === 'expired' ? 'expiredMessage' : 'reminderMessage', {
          package: row.package_name,
        }),
      actionUrl: '/farmer/settings/subscription',
      dedupeKey,
      // The reminder already went by e-mail.
      only: kind === 'reminder' ? ['push'] : undefined,
    })
    .catch((error: unknown) =>
      ctx.log.warn({ err: error, userId: row.user_id }, 'subscription notice not sent'),
    );
}

export function subscriptionJobs(ctx: Ctx, log: FastifyBaseLogger): ScheduledJob[] {
  return [
    {
      name: 'subscriptions.renewal',
      every: 'minute',
      run: async () => {
        const result = await runSubscriptionUpkeep(ctx);
        if (result.reminded + result.moved + result.expired > 0) log.info(result, 'subscriptions renewed');
      },
    },
  ];
}
