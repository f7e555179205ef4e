// Registration by invitation (docs/product/system-settings.md "Registration"): with the mode set to
// `invitation`, only an address with a pending platform invitation or a pending farm team invitation may
// register; staff invited to a farm can always join.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { platformInvitations } from '@/server/db/schema/platform-config';
import { farmInvitations } from '@/server/db/schema/staff';
import { HttpError } from '@/server/lib/http-error';
import { REGISTRATION_BY_INVITATION_CODE } from '@/shared/contracts/system-settings';
import { cachedSettings } from './cached-settings';

export async function hasPendingInvitation(db: Database, email: string, now: Date): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const [platform] = await db
    .select({ id: platformInvitations.id })
    .from(platformInvitations)
    .where(
      and(
        eq(sql`lower(${platformInvitations.email})`, address),
        isNull(platformInvitations.acceptedAt),
        gt(platformInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  if (platform) return true;
  const [farm] = await db
    .select({ id: farmInvitations.id })
    .from(farmInvitations)
    .where(
      and(
        eq(sql`lower(${farmInvitations.email})`, address),
        isNull(farmInvitations.acceptedAt),
        isNull(farmInvitations.revokedAt),
        gt(farmInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(farm);
}

/** Throws the 403 that says registration is by invitation and whom to ask, unless the address is invited. */
export async function assertMayRegister(db: Database, email: string, now: Date): Promise<void> {
  const settings = await cachedSettings(db);
  if (settings.registration.mode !== 'invitation') return;
  if (await hasPendingInvitation(db, email, now)) return;
  const platform = settings.general.platform_name;
  const contact = settings.general.support_email || settings.general.support_phone;
  const message = contact
    ? `Registration on ${platform} is by invitation only. Ask ${contact} for an invitation.`
    : `Registration on ${platform} is by invitation only. Ask the platform administrators for an invitation.`;
  throw new HttpError(403, message, { code: REGISTRATION_BY_INVITATION_CODE });
}

/** Marks the address's platform invitations accepted once its account exists. */
export async function acceptPlatformInvitations(db: Database, email: string, now: Date): Promise<void> {
  await db
    .update(platformInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(sql`lower(${platformInvitations.email})`, email.trim().toLowerCase()),
        isNull(platformInvitations.acceptedAt),
      ),
    );
}
