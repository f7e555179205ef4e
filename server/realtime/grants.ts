// What authorized a private subscription (docs/product/realtime.md "Ending subscriptions"): a person's sign-in (one
// access token) or an embed key. The built-in endpoint signs it into the subscription's channel_data, so the
// instance that holds the socket knows it even when another instance answered the authorization, and no client can
// change or drop it without breaking the signature. Revoking a grant (logout, a password change, a revoked embed
// key) ends every subscription it authorized, on every instance (hub.ts revoke, the fan-outs).
import { z } from 'zod';

/** A signed authorization is accepted this long after it was issued: pusher-js asks for a fresh one for every
 *  subscription, so only a replayed one is older. Revoked grants are remembered longer than this (hub.ts). */
export const GRANT_MAX_AGE_MS = 5 * 60_000;

/** One sign-in: the access token's id, with its user so other instances can drop their cached copy of it. */
export const sessionGrant = (userId: string, tokenId: string) => `session:${userId}:${tokenId}`;
/** Every widget session of one embed key. */
export const embedKeyGrant = (keyId: string) => `embed-key:${keyId}`;
/**
 * One person's access to a farm's channels (docs/product/roles-and-permissions.md "Live updates"): revoked when
 * they leave the farm or their role stops granting what the channel needs.
 */
export const farmMemberGrant = (farmId: string, userId: string) => `farm-member:${farmId}:${userId}`;

/**
 * A subscription allowed by several grants at once (a sign-in and a farm membership): revoking any one of them ends
 * it. Grants hold no spaces, so a space joins them.
 */
export const allOfGrants = (...grants: string[]) => grants.join(' ');
/** The grants a signed grant is made of (one, unless allOfGrants joined several). */
export const grantParts = (grant: string): string[] => grant.split(' ');

/** The user of a sign-in grant; undefined for any other grant. */
export const userOfGrant = (grant: string): string | undefined => /^session:([^:]+):[^:]+$/.exec(grant)?.[1];

const ChannelData = z.object({ grant: z.string().min(1).max(200), issued_at: z.number().int() });

/** The channel_data our authorization endpoints sign for a private channel. */
export const grantChannelData = (grant: string, now = Date.now()) =>
  JSON.stringify({ grant, issued_at: Math.floor(now / 1000) });

/** The grant and its age from a signed channel_data; null when it is not ours. */
export function readGrant(channelData: string): { grant: string; issuedAtMs: number } | null {
  let json: unknown;
  try {
    json = JSON.parse(channelData);
  } catch {
    return null;
  }
  const parsed = ChannelData.safeParse(json);
  return parsed.success ? { grant: parsed.data.grant, issuedAtMs: parsed.data.issued_at * 1000 } : null;
}
