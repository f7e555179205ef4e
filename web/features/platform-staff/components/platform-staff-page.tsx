// /admin/staff (docs/product/platform-staff.md): the platform team with their roles, and "Add a staff member" for
// those whose role grants staff.create. Buttons follow the member's own permissions; the server checks each call.
import { localizeApiMessage } from '@/shared/api/i18n';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useDateFormat } from '../hooks/use-date-format';
import { useMayPlatform, usePlatformRoles, usePlatformStaff } from '../hooks/use-platform-staff';
import { AddStaffForm } from './add-staff-form';
import { StaffTable } from './staff-table';
import { platformStaffText } from '../i18n';

export function PlatformStaffPage() {
  useDocumentTitle(platformStaffText.t('platformStaff'));
  const { user } = useSession();
  const staff = usePlatformStaff();
  const roles = usePlatformRoles();
  const may = useMayPlatform();
  const mayEdit = may('staff.edit');
  const mayRemove = may('staff.delete');
  const mayAdd = may('staff.create');
  const formatDate = useDateFormat();

  const header = (
    <PageHeader
      title={platformStaffText.t('platformStaff')}
      description={platformStaffText.t('platformStaffIntro')}
    />
  );
  if (staff.isPending)
    return (
      <>
        {header}
        <LoadingState label={platformStaffText.t('loadingStaff')} />
      </>
    );
  if (staff.isError) {
    return (
      <>
        {header}
        <ErrorState message={localizeApiMessage(staff.error.message)} onRetry={() => void staff.refetch()} />
      </>
    );
  }
  const roleList = roles.data ?? [];
  return (
    <>
      {header}
      <div className="flex flex-col gap-8">
        {staff.data.length === 0 ? (
          <EmptyState title={platformStaffText.t('noStaff')} />
        ) : (
          <StaffTable
            staff={staff.data}
            roles={roleList}
            selfId={user?.id ?? ''}
            mayEdit={mayEdit && roleList.length > 0}
            mayRemove={mayRemove}
            formatDate={formatDate}
          />
        )}
        {mayAdd && roleList.length > 0 && (
          <section aria-labelledby="add-staff" className="card border border-base-300 bg-base-100">
            <div className="card-body gap-4">
              <h2 id="add-staff" className="text-lg font-semibold">
                {platformStaffText.t('addStaff')}
              </h2>
              <p className="text-sm text-base-content/70">{platformStaffText.t('addStaffIntro')}</p>
              <AddStaffForm roles={roleList} />
            </div>
          </section>
        )}
      </div>
    </>
  );
}
