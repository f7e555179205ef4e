// A suspended account (docs/product/admin-farmers.md "Suspension"): its sign-in is refused with the reason and
// whom to ask, after the password checked out, so a wrong password never learns that the account is suspended.
import type { Database } from '@/server/db/client';
import { HttpError } from '@/server/lib/http-error';
import { cachedSettings } from '@/server/modules/system-settings/cached-settings';

export const ACCOUNT_SUSPENDED_CODE = 'account_suspended';

export const suspendedMessage = (reason: string, contact: string) =>
  contact
    ? `This account is suspended: ${reason}. Contact support at ${contact} to have it reactivated.`
    : `This account is suspended: ${reason}. Contact support to have it reactivated.`;

/** Throws the 403 of a suspended account's sign-in. */
export async function refuseSuspended(db: Database, reason: string | null): Promise<never> {
  const settings = await cachedSettings(db);
  const contact = settings.general.support_email || settings.general.support_phone || '';
  // A reason ends without its own full stop: the sentence adds one.
  const said = (reason ?? '').trim().replace(/[.\s]+$/, '');
  throw new HttpError(403, suspendedMessage(said, contact), { code: ACCOUNT_SUSPENDED_CODE });
}
