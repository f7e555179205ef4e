// /org/dashboard (docs/product/organizations.md "The dashboard"): the farms that share with the organization and
// their shared figures, the invitations waiting for an answer, and "Invite a farm". Read-only as to the farms.
import { Link } from 'react-router-dom';
import { localizeApiMessage } from '@/shared/api/i18n';
import { paths } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useDateFormat } from '../hooks/use-date-format';
import { useOrganizationDashboard } from '../hooks/use-organization-dashboard';
import { InviteFarmForm } from './invite-farm-form';
import { MemberFarmsTable } from './member-farms-table';
import { SentInvitations } from './sent-invitations';
import { organizationsText } from '../i18n';

export function OrganizationDashboardPage() {
  useDocumentTitle(organizationsText.t('organizationDashboard'));
  const dashboard = useOrganizationDashboard();
  const formatDate = useDateFormat();

  if (dashboard.isPending) return <LoadingState label={organizationsText.t('loadingDashboard')} />;
  if (dashboard.isError) {
    return (
      <ErrorState
        message={localizeApiMessage(dashboard.error.message)}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  const { organization, farms, invitations } = dashboard.data;
  return (
    <>
      <PageHeader
        title={organizationsText.t('welcomeName', { name: organization.name })}
        description={organizationsText.t('dashboardIntro', { organization: organization.name })}
        actions={
          farms.length > 0 && (
            <Link to={paths.org.reports} className="btn btn-outline btn-primary btn-sm">
              {organizationsText.t('viewReports')}
            </Link>
          )
        }
      />
      <div className="flex flex-col gap-8">
        <section aria-labelledby="member-farms">
          <h2 id="member-farms" className="mb-3 text-lg font-semibold">
            {organizationsText.t('memberFarms')}
          </h2>
          {farms.length === 0 ? (
            <EmptyState title={organizationsText.t('noMemberFarms')}>
              {organizationsText.t('noMemberFarmsHint')}
            </EmptyState>
          ) : (
            <MemberFarmsTable farms={farms} formatDate={formatDate} />
          )}
        </section>

        <section aria-labelledby="invite-farm" className="card border border-base-300 bg-base-100">
          <div className="card-body gap-4">
            <h2 id="invite-farm" className="text-lg font-semibold">
              {organizationsText.t('inviteAFarm')}
            </h2>
            <p className="text-sm text-base-content/70">{organizationsText.t('inviteIntro')}</p>
            <InviteFarmForm />
          </div>
        </section>

        <section aria-labelledby="sent-invitations">
          <h2 id="sent-invitations" className="mb-3 text-lg font-semibold">
            {organizationsText.t('sentInvitations')}
          </h2>
          <SentInvitations invitations={invitations} formatDate={formatDate} />
        </section>
      </div>
    </>
  );
}
