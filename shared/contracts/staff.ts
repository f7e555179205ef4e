// A farm's people (docs/product/staff.md, docs/decisions/035): the invitations that bring them onto the farm,
// the staff list with each person's role and terms, and the teams that group them.
import { z } from 'zod';
import { DecimalStringSchema, isoDate, numberFrom, optionalText } from './common';
import { MEMBER_ROLE_KINDS } from './farm-permissions';
import { UserSchema } from './user';

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const PAY_PERIODS = ['hour', 'day', 'week', 'month'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** Days an invitation stays valid, from when it was last sent. */
export const INVITATION_VALID_DAYS = 7;
/** The typed code: 8 letters and digits without the look-alikes 0/O, 1/I/L. */
export const INVITATION_CODE_LENGTH = 8;
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_MESSAGE = 'Enter a valid e-mail address, like name@farm.co.ke.';
const PHONE_MESSAGE = 'Enter the phone number with its country code, like +254712345678.';

const email = z.string().trim().toLowerCase().email(EMAIL_MESSAGE);
const phone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, PHONE_MESSAGE));
/** Optional in a form: an empty box means "none". */
const blankable = <T extends z.ZodType>(schema: T, message: string) =>
  z.union([z.literal('').transform(() => undefined), schema], { error: message }).nullish();

/** A person's role on a farm as the screens show it: a built-in name (translated) or a custom role's name. */
const roleFields = {
  role: z.enum(MEMBER_ROLE_KINDS),
  role_id: z.string().nullable(),
  /** The custom role's name; null for built-in roles, whose names the client translates. */
  role_name: z.string().nullable(),
};

const roleKind = z.enum(MEMBER_ROLE_KINDS, { error: 'Choose a role from the list.' });
const roleId = blankable(
  z.string().regex(UUID, 'Choose one of this farm’s roles.'),
  'Choose one of this farm’s roles.',
);

/** Custom roles name their farm role; built-in roles name none. */
const roleIsConsistent = (input: { role?: string; role_id?: string | null }) =>
  input.role === undefined || (input.role === 'custom') === Boolean(input.role_id);
const ROLE_ID_RULE = {
  path: ['role_id'],
  error: 'Choose one of this farm’s roles for a custom role, and none for a built-in role.',
};

export const PersonRefSchema = z.object({ id: z.string(), name: z.string() });

export const InvitationSchema = z.object({
  id: z.string(),
  farm_id: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  ...roleFields,
  job_title: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  invited_by: PersonRefSchema.nullable(),
  send_count: z.number().int(),
  last_sent_at: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
  accepted_by: PersonRefSchema.nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** POST /api/farms/{farmId}/invitations: an e-mail address, a phone number or both, and the role offered. */
export const CreateInvitationInput = z
  .object({
    email: blankable(email, EMAIL_MESSAGE),
    phone_number: blankable(phone, PHONE_MESSAGE),
    role: roleKind,
    role_id: roleId,
    job_title: optionalText('job title', 120),
  })
  .refine((input) => Boolean(input.email || input.phone_number), {
    path: ['email'],
    error: 'Enter an e-mail address or a phone number to send the invitation to.',
  })
  .refine(roleIsConsistent, ROLE_ID_RULE);
export type CreateInvitationInput = z.input<typeof CreateInvitationInput>;

export const InvitationListResponseSchema = z.object({ data: z.array(InvitationSchema) });
export const InvitationResponseSchema = z.object({ message: z.string(), data: InvitationSchema });

/** GET /api/invitations/{token or code}: what the invited person sees before accepting, and nothing more. */
export const PublicInvitationSchema = z.object({
  farm_name: z.string(),
  inviter_name: z.string().nullable(),
  ...roleFields,
  status: z.enum(INVITATION_STATUSES),
});
export type PublicInvitation = z.infer<typeof PublicInvitationSchema>;
export const PublicInvitationResponseSchema = z.object({ data: PublicInvitationSchema });

const secret = z.string().trim().min(1).max(200);

/**
 * POST /api/invitations/accept with the link's token or the typed code. Signed in, nothing else is needed; signed
 * out, the fields of a new account (the e-mail must be the invited one when the invitation went by e-mail).
 */
export const AcceptInvitationInput = z
  .object({
    token: secret.optional(),
    code: secret.optional(),
    name: z
      .string()
      .trim()
      .min(1, 'Enter your name.')
      .max(120, 'Use at most 120 characters for the name.')
      .optional(),
    email: email.optional(),
    password: z
      .string()
      .min(8, 'Use at least 8 characters for the password.')
      .max(200, 'Use at most 200 characters for the password.')
      .optional(),
  })
  .refine((input) => Boolean(input.token || input.code), {
    path: ['code'],
    error: 'Enter the 8-character code from your invitation.',
  });
export type AcceptInvitationInput = z.input<typeof AcceptInvitationInput>;

export const AcceptInvitationResponseSchema = z.object({
  message: z.string(),
  farm_id: z.string(),
  farm_name: z.string(),
  ...roleFields,
  /** Only when accepting created the account: the new sign-in. */
  access_token: z.string().optional(),
  user: UserSchema.optional(),
});
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponseSchema>;

export const TeamRefSchema = z.object({ id: z.string(), name: z.string() });

export const StaffMemberSchema = z.object({
  user_id: z.string(),
  farm_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  ...roleFields,
  job_title: z.string().nullable(),
  start_date: z.string().nullable(),
  pay_rate: DecimalStringSchema.nullable(),
  pay_period: z.enum(PAY_PERIODS).nullable(),
  teams: z.array(TeamRefSchema),
  invited_by: PersonRefSchema.nullable(),
  joined_at: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** What the detail page adds: the farms the person shares with the caller, and their latest changes here. */
export const StaffActivitySchema = z.object({
  id: z.string(),
  module: z.string(),
  action: z.string(),
  record_type: z.string(),
  summary: z.string(),
  surface: z.string(),
  created_at: z.string(),
});
export const SharedFarmSchema = z.object({ id: z.string(), name: z.string(), ...roleFields });
export const StaffDetailSchema = StaffMemberSchema.extend({
  shared_farms: z.array(SharedFarmSchema),
  recent_activity: z.array(StaffActivitySchema),
});
export type StaffDetail = z.infer<typeof StaffDetailSchema>;
export const STAFF_RECENT_ACTIVITY = 10;

/** GET /api/farms/{farmId}/staff filters: `role` is a built-in role or a custom role's id, `team` a team id. */
export const StaffListQuerySchema = z.object({
  search: z.string().trim().max(120, 'Use at most 120 characters for the search.').optional(),
  role: z.string().trim().max(60).optional(),
  team: z.string().trim().max(60).optional(),
});
export type StaffListQuery = z.input<typeof StaffListQuerySchema>;

export const StaffListResponseSchema = z.object({ data: z.array(StaffMemberSchema) });
export const StaffDetailResponseSchema = z.object({ data: StaffDetailSchema });
export const StaffResponseSchema = z.object({ message: z.string(), data: StaffMemberSchema });

const payRate = numberFrom(
  z
    .number({ error: 'Enter the pay rate as a number.' })
    .min(0, 'The pay rate cannot be negative.')
    .refine(
      (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      'Use at most two decimals for the pay rate.',
    )
    .refine((n) => n < 1e12, 'The pay rate is too large.'),
);

/** A detail a PATCH may clear: null or an empty box clears it; the union's message covers a wrong type. */
const cleared = <T extends z.ZodType>(schema: T, message: string) =>
  z.union([z.literal('').transform(() => null), schema], { error: message }).nullish();

/** PATCH /api/farms/{farmId}/staff/{userId}: only the fields sent change; null or empty clears a detail. */
export const UpdateStaffInput = z
  .object({
    role: roleKind.optional(),
    role_id: roleId,
    job_title: optionalText('job title', 120).optional(),
    start_date: cleared(isoDate('start date'), 'Enter the start date as a date (YYYY-MM-DD).'),
    pay_rate: cleared(payRate, 'Enter the pay rate as a number.'),
    pay_period: cleared(z.enum(PAY_PERIODS), 'Choose hour, day, week or month.'),
    team_ids: z.array(z.string(), { error: 'Choose teams from the list.' }).max(50).optional(),
  })
  .refine(roleIsConsistent, ROLE_ID_RULE);
export type UpdateStaffInput = z.input<typeof UpdateStaffInput>;

export const TeamSchema = z.object({
  id: z.string(),
  farm_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  members: z.array(PersonRefSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Team = z.infer<typeof TeamSchema>;

const teamName = z
  .string({ error: 'Enter the team name.' })
  .trim()
  .min(1, 'Enter the team name.')
  .max(80, 'Use at most 80 characters for the team name.');
const memberIds = z.array(z.string(), { error: 'Choose people from the list.' }).max(500);

export const CreateTeamInput = z.object({
  name: teamName,
  description: optionalText('description', 300),
  member_ids: memberIds.default([]),
});
export type CreateTeamInput = z.input<typeof CreateTeamInput>;

export const UpdateTeamInput = z.object({
  name: teamName.optional(),
  description: optionalText('description', 300).optional(),
  member_ids: memberIds.optional(),
});
export type UpdateTeamInput = z.input<typeof UpdateTeamInput>;

export const TeamListResponseSchema = z.object({ data: z.array(TeamSchema) });
export const TeamResponseSchema = z.object({ message: z.string(), data: TeamSchema });
