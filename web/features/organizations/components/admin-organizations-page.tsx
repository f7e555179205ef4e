// /admin/organizations (docs/product/organizations.md "For platform staff"): every organization, who runs it, and
// how many farms share with it or are invited. Nothing of the farms themselves.
import { localizeApiMessage } from '@/shared/api/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useDateFormat } from '../hooks/use-date-format';
import { useAdminOrganizations } from '../hooks/use-farm-organizations';
import { organizationsText } from '../i18n';

export function AdminOrganizationsPage() {
  useDocumentTitle(organizationsText.t('platformOrganizations'));
  const list = useAdminOrganizations();
  const formatDate = useDateFormat();

  return (
    <>
      <PageHeader
        title={organizationsText.t('platformOrganizations')}
        description={organizationsText.t('platformOrganizationsIntro')}
      />
      {list.isPending ? (
        <LoadingState label={organizationsText.t('loadingOrganizations')} />
      ) : list.isError ? (
        <ErrorState message={localizeApiMessage(list.error.message)} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title={organizationsText.t('noOrganizationsYet')}>
          {organizationsText.t('noOrganizationsYetHint')}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{organizationsText.t('organization')}</th>
                <th scope="col">{organizationsText.t('runBy')}</th>
                <th scope="col" className="text-right">
                  {organizationsText.t('sharingFarms')}
                </th>
                <th scope="col" className="text-right">
                  {organizationsText.t('pendingInvitations')}
                </th>
                <th scope="col">{organizationsText.t('createdOn')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((organization) => (
                <tr key={organization.id}>
                  <th scope="row">{organization.name}</th>
                  <td>
                    <div>{organization.owner_name}</div>
                    <div className="text-xs text-base-content/60">{organization.owner_email}</div>
                  </td>
                  <td className="text-right tabular-nums">{organization.member_farm_count}</td>
                  <td className="text-right tabular-nums">{organization.pending_invitation_count}</td>
                  <td>{formatDate(organization.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
