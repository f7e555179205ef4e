// /admin/roles (docs/product/platform-staff.md "Roles"): the built-in roles and the platform's own, with how many
// permissions and staff each has; custom roles are created and deleted here and ticked in the matrix.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { failureMessage } from '@/shared/api/form-errors';
import { localizeApiMessage } from '@/shared/api/i18n';
import type { PlatformRole } from '@/shared/contracts/platform-staff';
import { paths } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useDeletePlatformRole, useMayPlatform, usePlatformRoles } from '../hooks/use-platform-staff';
import { roleDescription, roleName } from '../platform-labels';
import { CreatePlatformRoleForm } from './create-platform-role-form';
import { platformStaffText } from '../i18n';

const matrixOf = (roleId: string) => `${paths.admin.permissions}?role=${encodeURIComponent(roleId)}`;

export function PlatformRolesPage() {
  useDocumentTitle(platformStaffText.t('platformRoles'));
  const roles = usePlatformRoles();
  const may = useMayPlatform();
  const mayDelete = may('roles.delete');
  const mayCreate = may('roles.create');
  const remove = useDeletePlatformRole();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<PlatformRole | null>(null);

  const confirmDelete = async (role: PlatformRole) => {
    try {
      await remove.mutateAsync(role.id);
      toast.success(platformStaffText.t('roleDeleted', { name: role.name }));
      setDeleting(null);
    } catch (error) {
      toast.error(failureMessage(error, platformStaffText.t('actionFailed')));
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title={platformStaffText.t('platformRoles')}
        description={platformStaffText.t('platformRolesIntro')}
        actions={
          <Link to={paths.admin.permissions} className="btn btn-sm">
            {platformStaffText.t('permissionsMatrix')}
          </Link>
        }
      />
      {roles.isPending ? (
        <LoadingState label={platformStaffText.t('loadingRoles')} />
      ) : roles.isError ? (
        <ErrorState message={localizeApiMessage(roles.error.message)} onRetry={() => void roles.refetch()} />
      ) : (
        <div className="flex flex-col gap-8">
          <ul className="grid gap-4 md:grid-cols-2">
            {roles.data.map((role) => (
              <li key={role.id} className="card border border-base-300 bg-base-100">
                <div className="card-body gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="card-title text-base">{roleName(role)}</h2>
                    {role.built_in && (
                      <span className="badge badge-ghost badge-sm">{platformStaffText.t('builtIn')}</span>
                    )}
                  </div>
                  {roleDescription(role) && (
                    <p className="text-sm text-base-content/70">{roleDescription(role)}</p>
                  )}
                  <p className="text-sm">
                    {platformStaffText.t('permissionCount', { count: role.permissions.length })} ·{' '}
                    {platformStaffText.t('staffCount', { count: role.staff_count })}
                  </p>
                  <div className="card-actions">
                    <Link to={matrixOf(role.id)} className="btn btn-sm">
                      {platformStaffText.t('permissions')}
                    </Link>
                    {!role.built_in && mayDelete && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm text-error"
                        aria-label={platformStaffText.t('deleteName', { name: role.name })}
                        onClick={() => setDeleting(role)}
                      >
                        {platformStaffText.t('delete')}
                      </button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {mayCreate && (
            <section aria-labelledby="new-platform-role" className="card border border-base-300 bg-base-100">
              <div className="card-body gap-4">
                <h2 id="new-platform-role" className="text-lg font-semibold">
                  {platformStaffText.t('newRole')}
                </h2>
                <CreatePlatformRoleForm onCreated={(roleId) => void navigate(matrixOf(roleId))} />
              </div>
            </section>
          )}
        </div>
      )}
      {deleting && (
        <ConfirmDialog
          title={platformStaffText.t('deleteTitle', { name: deleting.name })}
          confirmLabel={platformStaffText.t('delete')}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{platformStaffText.t('deleteBody')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
