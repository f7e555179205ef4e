// Sends an invitation by e-mail and/or SMS through the outbox (server/lib/messages.ts), in the invited person's
// language when they already have an account that says so, and in English otherwise (docs/product/staff.md).
import { eq, or } from 'drizzle-orm';
import type { MemberRoleKind } from '@/shared/contracts/farm-permissions';
import type { ServerContext } from '@/server/context';
import { users } from '@/server/db/schema/auth';
import { DEFAULT_LANGUAGE, languageOf, type Language } from '@/server/lib/i18n';
import { displayCode } from './invitation-secrets';
import { staffText } from './i18n';

export interface InvitationLetter {
  email: string | null;
  phoneNumber: string | null;
  farmName: string;
  inviterName: string | null;
  role: MemberRoleKind;
  roleName: string | null;
  token: string;
  code: string;
  /** Where the web app is served, for the link: APP_URL, or the address the inviter used. */
  appUrl: string;
}

export const invitationLink = (appUrl: string, token: string) => `${appUrl}/join/${token}`;

const ROLE_KEYS = {
  owner: 'roleOwner',
  manager: 'roleManager',
  worker: 'roleWorker',
  viewer: 'roleViewer',
} as const;

function roleIn(lang: Language, role: MemberRoleKind, roleName: string | null): string {
  if (role === 'custom') return staffText.tIn(lang, 'roleCustom', { name: roleName ?? '' });
  return staffText.tIn(lang, ROLE_KEYS[role]);
}

/** The invited person's language: theirs if an account already has this e-mail or phone, else English. */
async function languageOfInvitee(ctx: ServerContext, letter: InvitationLetter): Promise<Language> {
  const matches = [
    ...(letter.email ? [eq(users.email, letter.email)] : []),
    ...(letter.phoneNumber ? [eq(users.phoneNumber, letter.phoneNumber)] : []),
  ];
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(or(...matches))
    .limit(1);
  return user ? languageOf(ctx.db, user.id) : DEFAULT_LANGUAGE;
}

export async function sendInvitation(ctx: ServerContext, letter: InvitationLetter): Promise<void> {
  const lang = await languageOfInvitee(ctx, letter);
  const values = {
    inviter: letter.inviterName ?? staffText.tIn(lang, 'someone'),
    farm: letter.farmName,
    role: roleIn(lang, letter.role, letter.roleName),
    link: invitationLink(letter.appUrl, letter.token),
    joinPage: `${letter.appUrl}/join`,
    code: displayCode(letter.code),
  };
  if (letter.email) {
    await ctx.messages.sendEmail({
      to: letter.email,
      subject: staffText.tIn(lang, 'invitationEmailSubject', values),
      text: staffText.tIn(lang, 'invitationEmailText', values),
    });
  }
  if (letter.phoneNumber) {
    await ctx.messages.sendSms({
      to: letter.phoneNumber,
      body: staffText.tIn(lang, 'invitationSmsText', values),
      purpose: 'invitation',
    });
  }
}
