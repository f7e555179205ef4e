// Organizations and the farms that share figures with them (docs/product/organizations.md): what an organization
// sends and sees, what a farm's owner answers, and the platform's list of organizations.
import { z } from 'zod';
import { isoDate } from './common';
import { CROP_STATUSES } from './farm-work-enums';
import { ExportFormatSchema } from './exports';
import { REPORT_QUERY_ERRORS } from './reports';

/** What a farm's owner may choose to show an organization; nothing else of the farm ever reaches it. */
export const ORGANIZATION_SHARES = [
  'stock_value',
  'low_stock_count',
  'expiring_count',
  'recent_alerts',
  'money_summary',
  'crop_summary',
] as const;
export const OrganizationShareSchema = z.enum(ORGANIZATION_SHARES, {
  error:
    'Choose what to share from stock value, low-stock count, expiring count, recent alerts, money summary and crop summary.',
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

/** The cash book's money in and out over a period (minor units of the farm's currency). */
export const MoneySummarySchema = z.object({
  income_minor: z.number().int(),
  expense_minor: z.number().int(),
  profit_minor: z.number().int(),
});
export type MoneySummary = z.infer<typeof MoneySummarySchema>;

/** One crop name's harvest in one unit over a period; quantity is numeric text. */
export const HarvestedQuantitySchema = z.object({ crop: z.string(), unit: z.string(), quantity: z.string() });
export type HarvestedQuantity = z.infer<typeof HarvestedQuantitySchema>;

/** Crops in the ground during the period by their status now, and what was harvested in it. */
export const CropSummarySchema = z.object({
  by_status: z.record(z.enum(CROP_STATUSES), z.number().int()),
  harvested: z.array(HarvestedQuantitySchema),
});
export type CropSummary = z.infer<typeof CropSummarySchema>;

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
  /** This month so far. */
  money_summary: MoneySummarySchema.optional(),
  /** This month so far. */
  crop_summary: CropSummarySchema.optional(),
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

// ---- The organization's reports ----

export const ORG_REPORT_PERIODS = ['month', 'year', 'custom'] as const;
/** The same texts as a farm's reports. */
export const ORG_REPORT_ERRORS = REPORT_QUERY_ERRORS;

const orgReportQueryFields = {
  period: z
    .enum(ORG_REPORT_PERIODS, { error: 'Choose the period: this month, this year or custom dates.' })
    .default('month'),
  from: isoDate('from date').optional(),
  to: isoDate('to date').optional(),
};

const checkPeriod = (v: { period: string; from?: string; to?: string }, issue: z.RefinementCtx) => {
  if (v.period === 'custom' && (!v.from || !v.to)) {
    issue.addIssue({
      code: 'custom',
      path: [v.from ? 'to' : 'from'],
      message: ORG_REPORT_ERRORS.customNeedsDates,
    });
  }
  if (v.from && v.to && v.from > v.to) {
    issue.addIssue({ code: 'custom', path: ['to'], message: ORG_REPORT_ERRORS.fromAfterTo });
  }
};

/** GET /api/org/reports: this month, this calendar year, or dates the organization picks. */
export const OrgReportQuerySchema = z.object(orgReportQueryFields).superRefine(checkPeriod);
/** GET /api/org/reports/export: the same, and the file's format. */
export const OrgReportExportQuerySchema = z
  .object({ ...orgReportQueryFields, format: ExportFormatSchema })
  .superRefine(checkPeriod);
export type OrgReportQuery = z.input<typeof OrgReportQuerySchema>;
export type ParsedOrgReportQuery = z.output<typeof OrgReportQuerySchema>;

/** One sharing farm in the comparison: a figure is present only when its owner shares it. */
export const OrgReportFarmSchema = MemberFarmSchema.omit({ joined_at: true, recent_alerts: true });
export type OrgReportFarm = z.infer<typeof OrgReportFarmSchema>;

/** The shared money of the farms keeping their books in one currency: never added across currencies. */
export const OrgCurrencyTotalSchema = MoneySummarySchema.extend({
  currency: z.string(),
  farm_count: z.number().int(),
});
export type OrgCurrencyTotal = z.infer<typeof OrgCurrencyTotalSchema>;

export const OrgReportSchema = z.object({
  organization: OrganizationSchema,
  period: z.enum(ORG_REPORT_PERIODS),
  from: z.string(),
  to: z.string(),
  generated_at: z.string(),
  farms: z.array(OrgReportFarmSchema),
  currencies: z.array(OrgCurrencyTotalSchema),
});
export type OrgReport = z.infer<typeof OrgReportSchema>;
export const OrgReportResponseSchema = z.object({ data: OrgReportSchema });

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
