// Organizations and the farms that share figures with them (docs/product/organizations.md): what an organization
// sends and sees, what a farm's owner answers, and the platform's list of organizations.
import { z } from 'zod';

/** What a farm's owner may choose to show an organization; nothing else of the farm ever reaches it. */
export const ORGANIZATION_SHARES = [
  'stock_value',
  'low_stock_count',
  'expiring_count',
  'recent_alerts',
] as const;
export const OrganizationShareSchema = z.enum(ORGANIZATION_SHARES, {
  error: 'Choose what to share from stock value, low-stock count, expiring count and recent alerts.',
});
export type OrganizationShare = z.infer<typeof OrganizationShareSchema>;

export const ORGANIZATION_LINK_STATUSES = ['invited', 'active', 'declined', 'left'] as const;
export const OrganizationLinkStatusSchema = z.enum(ORGANIZATION_LINK_STATUSES);
export type OrganizationLinkStatus = z.infer<typeof OrganizationLinkStatusSchema>;

export const ORGANIZATION_NAME_MAX = 120;

/** Stored once each, in the list's order, whatever order or repeats were sent. */
const sharesInput = z
  .array(OrganizationShareSchema, { error: 'Choose what to share with the organization.' })
  .transform((chosen) => ORGANIZATION_SHARES.filter((share) => chosen.includes(share)));

// ---- The organization's side ----

/** POST /api/org/invitations: the farm owner's e-mail, or the farm's id when the organization knows it. */
export const InviteFarmInput = z
  .object({
    email: z.string().trim().toLowerCase().optional(),
    farm_id: z.string().trim().optional(),
  })
  .superRefine((input, ctx) => {
    const email = input.email ?? '';
    const farmId = input.farm_id ?? '';
    if (!email && !farmId) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: "Enter the farm owner's e-mail or the farm's id.",
      });
    } else if (email && farmId) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: "Enter either the owner's e-mail or the farm's id, not both.",
      });
    } else if (email && !z.email().safeParse(email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter a valid e-mail address.' });
    } else if (farmId && !z.uuid().safeParse(farmId).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['farm_id'],
        message: 'Enter the farm id as the farm owner sees it.',
      });
    }
  });
export type InviteFarmInput = z.input<typeof InviteFarmInput>;

/** An invitation as its organization sees it: only what it typed, never the farm, until the owner accepts. */
export const SentInvitationSchema = z.object({
  id: z.string(),
  invited_as: z.string(),
  status: OrganizationLinkStatusSchema,
  invited_at: z.string(),
  responded_at: z.string().nullable(),
});
export type SentInvitation = z.infer<typeof SentInvitationSchema>;

export const SentInvitationListSchema = z.object({ data: z.array(SentInvitationSchema) });

export const OrganizationAlertSchema = z.object({
  type: z.string(),
  item_name: z.string(),
  created_at: z.string(),
});
export type OrganizationAlert = z.infer<typeof OrganizationAlertSchema>;

/** A member farm on the dashboard: a figure is present only when the owner shares it. */
export const MemberFarmSchema = z.object({
  farm_id: z.string(),
  farm_name: z.string(),
  currency: z.string(),
  shares: z.array(OrganizationShareSchema),
  joined_at: z.string().nullable(),
  stock_value: z.number().int().optional(),
  low_stock_count: z.number().int().optional(),
  expiring_count: z.number().int().optional(),
  recent_alerts: z.array(OrganizationAlertSchema).optional(),
});
export type MemberFarm = z.infer<typeof MemberFarmSchema>;

export const OrganizationSchema = z.object({ id: z.string(), name: z.string() });
export type Organization = z.infer<typeof OrganizationSchema>;

/** GET /api/org/dashboard. */
export const OrganizationDashboardSchema = z.object({
  organization: OrganizationSchema,
  farms: z.array(MemberFarmSchema),
  invitations: z.array(SentInvitationSchema),
});
export type OrganizationDashboard = z.infer<typeof OrganizationDashboardSchema>;

// ---- The farm's side ----

/** An organization's link to a farm, as the farm's people see it (GET /api/farms/{farmId}/organizations). */
export const FarmOrganizationSchema = z.object({
  organization: OrganizationSchema,
  status: OrganizationLinkStatusSchema,
  shares: z.array(OrganizationShareSchema),
  invited_at: z.string(),
  responded_at: z.string().nullable(),
  left_at: z.string().nullable(),
});
export type FarmOrganization = z.infer<typeof FarmOrganizationSchema>;

export const FarmOrganizationListSchema = z.object({ data: z.array(FarmOrganizationSchema) });
export const FarmOrganizationResponseSchema = z.object({ data: FarmOrganizationSchema });

/** POST …/organizations/{organizationId}/accept and PATCH …/organizations/{organizationId}. */
export const ShareChoiceInput = z.object({ shares: sharesInput });
export type ShareChoiceInput = z.input<typeof ShareChoiceInput>;

// ---- The platform's list ----

export const AdminOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  member_farm_count: z.number().int(),
  pending_invitation_count: z.number().int(),
  created_at: z.string(),
});
export type AdminOrganization = z.infer<typeof AdminOrganizationSchema>;
export const AdminOrganizationListSchema = z.object({ data: z.array(AdminOrganizationSchema) });
