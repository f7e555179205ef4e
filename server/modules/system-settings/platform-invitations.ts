// Invitations to register while registration is by invitation (docs/product/system-settings.md "Registration"):
// the address gets an e-mail with a link and a one-time code; only the code's hash is stored.
import { createHash, randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { ServerContext } from '@/server/context';
import { platformInvitations } from '@/server/db/schema/platform-config';
import { HttpError } from '@/server/lib/http-error';
import { DEFAULT_LANGUAGE } from '@/server/lib/i18n';
import { recordPlatformAction } from '@/server/modules/platform-staff/platform-audit';
import type { PlatformInvitation } from '@/shared/contracts/system-settings';
import { cachedSettings } from './cached-settings';
import { systemSettingsText } from './i18n';

export const INVITATION_VALID_DAYS = 14;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function toInvitation(row: typeof platformInvitations.$inferSelect, now: Date): PlatformInvitation {
  const status = row.acceptedAt ? 'accepted' : row.expiresAt <= now ? 'expired' : 'pending';
  return {
    id: row.id,
    email: row.email,
    status,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function createPlatformInvitations(ctx: ServerContext) {
  const { db, clock } = ctx;
  return {
    async list(): Promise<PlatformInvitation[]> {
      const rows = await db
        .select()
        .from(platformInvitations)
        .orderBy(desc(platformInvitations.createdAt))
        .limit(500);
      return rows.map((row) => toInvitation(row, clock.now()));
    },

    async invite(actor: { id: string; name: string }, email: string, appUrl: string) {
      const now = clock.now();
      const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * 86_400_000);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(platformInvitations)
          .values({ email, codeHash: hashCode(code), invitedBy: actor.id, expiresAt, createdAt: now })
          .returning();
        await recordPlatformAction(tx, {
          actor,
          module: 'settings',
          action: 'create',
          targetType: 'platform_invitation',
          targetId: created!.id,
          summary: `Invited ${email} to register`,
          details: { email },
        });
        return created!;
      });
      const { general } = await cachedSettings(db);
      const values = {
        platform: general.platform_name,
        inviter: actor.name,
        email,
        code,
        link: `${appUrl}/register?email=${encodeURIComponent(email)}&invitation=${code}`,
        expires: expiresAt.toISOString().slice(0, 10),
      };
      await ctx.messages.sendEmail({
        to: email,
        subject: systemSettingsText.tIn(DEFAULT_LANGUAGE, 'invitationSubject', values),
        text: systemSettingsText.tIn(DEFAULT_LANGUAGE, 'invitationText', values),
      });
      return toInvitation(row, now);
    },

    async revoke(actor: { id: string; name: string }, id: string) {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(platformInvitations)
          .where(eq(platformInvitations.id, id))
          .returning({ email: platformInvitations.email });
        if (!gone) throw new HttpError(404, 'That invitation was not found.', { code: 'not_found' });
        await recordPlatformAction(tx, {
          actor,
          module: 'settings',
          action: 'delete',
          targetType: 'platform_invitation',
          targetId: id,
          summary: `Withdrew the invitation of ${gone.email}`,
          details: { email: gone.email },
        });
      });
    },
  };
}
