// A new account's trial (docs/product/subscriptions.md "Trial"): when a package is the default, a farmer,
// individual or organization account starts on it at registration. One INSERT … SELECT, so registering costs one
// short statement whether or not a default package exists.
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

const PAYING_TYPES = ['farmer', 'individual', 'organization'];

/**
 * Trial days > 0: status 'trialing' until now + trial days. Trial days 0: 'active' on the default package only
 * when it is free (has no price); a priced package without a trial gives no row (the account stays unrestricted
 * until it chooses a package).
 */
export async function startTrial(db: Database, userId: string, userType: string, now: Date): Promise<void> {
  if (!PAYING_TYPES.includes(userType)) return;
  await db.execute(sql`
    insert into subscriptions (user_id, package_id, status, trial_ends_at, current_period_start, current_period_end,
                               created_at, updated_at)
    select ${userId}::uuid, p.id,
           case when p.trial_days > 0 then 'trialing' else 'active' end,
           case when p.trial_days > 0 then ${now.toISOString()}::timestamptz + make_interval(days => p.trial_days) end,
           ${now.toISOString()}::timestamptz,
           -- A free package has no renewal: its period does not end.
           case when p.trial_days = 0 then ${now.toISOString()}::timestamptz + interval '100 years' end,
           ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from packages p
    where p.is_default and p.archived_at is null
      and (p.trial_days > 0 or not exists (select 1 from package_prices pp where pp.package_id = p.id))
    on conflict (user_id) do nothing`);
}
