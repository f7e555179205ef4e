// Organizations (docs/product/organizations.md): an organization's dashboard and the invitations it sends; a
// farm's organizations and its owner's answers; the platform's list. Inputs are checked with the contracts the
// server uses, so a bad e-mail or share fails here as a 422 would.
import {
  AdminOrganizationListSchema,
  FarmOrganizationListSchema,
  FarmOrganizationResponseSchema,
  InviteFarmInput,
  OrganizationDashboardSchema,
  OrgReportResponseSchema,
  SentInvitationListSchema,
  ShareChoiceInput,
  type AdminOrganization,
  type FarmOrganization,
  type OrganizationDashboard,
  type OrganizationShare,
  type OrgReport,
  type OrgReportQuery,
  type SentInvitation,
} from '@/shared/contracts/organizations';
import type { ApiClient } from './client';
import { validInput } from './input';

export type {
  AdminOrganization,
  FarmOrganization,
  OrganizationDashboard,
  OrganizationShare,
  OrgReport,
  OrgReportQuery,
  SentInvitation,
};

export const ORGANIZATION_LOAD_ERROR = 'Failed to load the organization';

const farmOrganizationsPath = (farmId: string) => `/api/farms/${encodeURIComponent(farmId)}/organizations`;
const farmOrganizationPath = (farmId: string, organizationId: string) =>
  `${farmOrganizationsPath(farmId)}/${encodeURIComponent(organizationId)}`;

// ---- The organization's side ----

export async function getOrganizationDashboard(api: ApiClient): Promise<OrganizationDashboard> {
  return api.get('/api/org/dashboard', {
    schema: OrganizationDashboardSchema,
    parseErrorMessage: ORGANIZATION_LOAD_ERROR,
  });
}

/** The query as URL parameters: only what is set, so the server's defaults apply to the rest. */
export function orgReportParams(query: OrgReportQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['period', 'from', 'to'] as const) {
    const value = query[key];
    if (value) params[key] = value;
  }
  return params;
}

/** The sharing farms' figures for a period, side by side (docs/product/organizations.md "Reports"). */
export async function getOrgReport(
  api: ApiClient,
  query: OrgReportQuery,
  signal?: AbortSignal,
): Promise<OrgReport> {
  const body = await api.get('/api/org/reports', {
    params: orgReportParams(query),
    signal,
    schema: OrgReportResponseSchema,
    parseErrorMessage: ORGANIZATION_LOAD_ERROR,
  });
  return body.data;
}

/** Where the organization's report downloads as a file: add `format` (csv, xlsx, pdf) to the query. */
export const ORG_REPORT_EXPORT_PATH = '/api/org/reports/export';

/** One invitation per farm found: every farm the e-mail's account owns, or the farm of that id. */
export async function inviteFarm(api: ApiClient, input: InviteFarmInput): Promise<SentInvitation[]> {
  const body = await api.post('/api/org/invitations', validInput(InviteFarmInput, input), {
    schema: SentInvitationListSchema,
  });
  return body.data;
}

export async function withdrawInvitation(api: ApiClient, invitationId: string): Promise<void> {
  await api.delete(`/api/org/invitations/${encodeURIComponent(invitationId)}`);
}

// ---- The farm's side ----

export async function listFarmOrganizations(api: ApiClient, farmId: string): Promise<FarmOrganization[]> {
  const body = await api.get(farmOrganizationsPath(farmId), {
    schema: FarmOrganizationListSchema,
    parseErrorMessage: ORGANIZATION_LOAD_ERROR,
  });
  return body.data;
}

type Answer = 'accept' | 'decline' | 'leave';

/** The owner's answer; accepting says what to share (docs/product/organizations.md "On the farm"). */
export async function answerOrganization(
  api: ApiClient,
  farmId: string,
  organizationId: string,
  answer: Answer,
  shares: OrganizationShare[] = [],
): Promise<FarmOrganization> {
  const url = `${farmOrganizationPath(farmId, organizationId)}/${answer}`;
  const payload = answer === 'accept' ? validInput(ShareChoiceInput, { shares }) : {};
  const body = await api.post(url, payload, { schema: FarmOrganizationResponseSchema });
  return body.data;
}

export async function changeSharedFigures(
  api: ApiClient,
  farmId: string,
  organizationId: string,
  shares: OrganizationShare[],
): Promise<FarmOrganization> {
  const body = await api.patch(
    farmOrganizationPath(farmId, organizationId),
    validInput(ShareChoiceInput, { shares }),
    { schema: FarmOrganizationResponseSchema },
  );
  return body.data;
}

// ---- The platform's list ----

export async function listAdminOrganizations(api: ApiClient): Promise<AdminOrganization[]> {
  const body = await api.get('/api/admin/organizations', {
    schema: AdminOrganizationListSchema,
    parseErrorMessage: ORGANIZATION_LOAD_ERROR,
  });
  return body.data;
}
