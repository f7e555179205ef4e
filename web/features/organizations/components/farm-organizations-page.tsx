// /farmer/farms/{farmId}/organizations (docs/product/organizations.md "On the farm"): the organizations that
// invited the farm or see its figures. The owner answers; everyone else on the farm sees the same, read-only.
import { localizeApiMessage } from '@/shared/api/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useDateFormat } from '../hooks/use-date-format';
import { useFarmOrganizations } from '../hooks/use-farm-organizations';
import { FarmOrganizationCard } from './farm-organization-card';
import { organizationsText } from '../i18n';

export interface FarmOrganizationsPageProps {
  farmId: string;
  farmName: string;
  /** The caller holds the Owner role on this farm (only an owner decides what is shared); unknown while loading. */
  isOwner: boolean | undefined;
}

export function FarmOrganizationsPage({ farmId, farmName, isOwner }: FarmOrganizationsPageProps) {
  useDocumentTitle(organizationsText.t('organizations'));
  const links = useFarmOrganizations(farmId);
  const formatDate = useDateFormat();

  return (
    <>
      <PageHeader
        title={organizationsText.t('organizations')}
        description={farmName ? organizationsText.t('farmOrganizationsIntro', { farm: farmName }) : undefined}
      />
      {isOwner === false && <p className="alert mb-4">{organizationsText.t('onlyOwnerDecides')}</p>}
      {links.isPending ? (
        <LoadingState label={organizationsText.t('loadingOrganizations')} />
      ) : links.isError ? (
        <ErrorState message={localizeApiMessage(links.error.message)} onRetry={() => void links.refetch()} />
      ) : links.data.length === 0 ? (
        <EmptyState title={organizationsText.t('noOrganizations')}>
          {organizationsText.t('noOrganizationsHint')}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {links.data.map((link) => (
            <FarmOrganizationCard
              key={link.organization.id}
              farmId={farmId}
              link={link}
              isOwner={isOwner === true}
              formatDate={formatDate}
            />
          ))}
        </ul>
      )}
    </>
  );
}
