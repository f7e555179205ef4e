// /farmer/staff/roles (docs/product/roles-and-permissions.md): the farm's roles with what each grants and how many
// people hold it. The built-in four are fixed; the farm's own roles are created, renamed and deleted here by people
// whose role allows it (staff.create, staff.edit, staff.delete, as the server checks), and their boxes are ticked on
// the permissions page.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { localizeApiMessage } from '@/shared/api/i18n';
import type { FarmRole } from '@/shared/contracts/farm-roles';
import { paths } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useRecordAbilities } from '@/web/lib/farm-permissions';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useFarmRoles } from '../hooks/use-farm-roles';
import { CreateRoleForm } from './create-role-form';
import { DeleteRoleDialog } from './delete-role-dialog';
import { RoleCard } from './role-card';
import { RoleDetailsDialog } from './role-details-dialog';
import { rolesText } from '@/web/features/roles/i18n';

export interface RolesPageProps {
  farmId: string;
  farmName: string;
}

const permissionsOf = (role: FarmRole) => `${paths.farmer.permissions}?role=${encodeURIComponent(role.id)}`;

export function RolesPage({ farmId, farmName }: RolesPageProps) {
  useDocumentTitle(rolesText.t('roles'));
  const roles = useFarmRoles(farmId);
  const may = useRecordAbilities(farmId, 'staff');
  const [renaming, setRenaming] = useState<FarmRole | null>(null);
  const [deleting, setDeleting] = useState<FarmRole | null>(null);
  const builtIn = roles.data?.filter((role) => role.built_in) ?? [];
  const custom = roles.data?.filter((role) => !role.built_in) ?? [];

  const customActions = (role: FarmRole) => (
    <>
      <Link
        to={permissionsOf(role)}
        className="btn btn-sm"
        aria-label={rolesText.t('permissionsOfName', { name: role.name })}
      >
        <ShieldCheck className="h-4 w-4" aria-hidden="true" /> {rolesText.t('permissions')}
      </Link>
      {may.edit && (
        <button
          type="button"
          className="btn btn-sm"
          aria-label={rolesText.t('renameName', { name: role.name })}
          onClick={() => setRenaming(role)}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" /> {rolesText.t('rename')}
        </button>
      )}
      {may.delete && (
        <button
          type="button"
          className="btn btn-sm btn-ghost text-error"
          aria-label={rolesText.t('deleteName', { name: role.name })}
          onClick={() => setDeleting(role)}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" /> {rolesText.t('delete')}
        </button>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={rolesText.t('roles')}
        description={rolesText.t('rolesOnFarm', { farm: farmName })}
        actions={
          <Link to={paths.farmer.permissions} className="btn btn-sm">
            {rolesText.t('permissionsMatrix')}
          </Link>
        }
      />
      {roles.isPending ? (
        <LoadingState label={rolesText.t('loadingRoles')} />
      ) : roles.isError ? (
        <ErrorState message={localizeApiMessage(roles.error.message)} onRetry={() => void roles.refetch()} />
      ) : (
        <div className="flex flex-col gap-8">
          <section aria-labelledby="built-in-roles">
            <h2 id="built-in-roles" className="mb-1 text-lg font-semibold">
              {rolesText.t('builtInRoles')}
            </h2>
            <p className="mb-3 text-sm text-base-content/70">{rolesText.t('builtInRolesExplained')}</p>
            <ul className="grid gap-4 md:grid-cols-2">
              {builtIn.map((role) => (
                <RoleCard key={role.id} role={role} />
              ))}
            </ul>
          </section>

          <section aria-labelledby="custom-roles">
            <h2 id="custom-roles" className="mb-3 text-lg font-semibold">
              {rolesText.t('farmRoles')}
            </h2>
            {custom.length === 0 ? (
              <EmptyState title={rolesText.t('noCustomRolesYet')}>
                {rolesText.t('customRolesExplained')}
              </EmptyState>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {custom.map((role) => (
                  <RoleCard key={role.id} role={role} actions={customActions(role)} />
                ))}
              </ul>
            )}
          </section>

          {may.create && (
            <section aria-labelledby="new-role" className="card border border-base-300 bg-base-100">
              <div className="card-body gap-4">
                <h2 id="new-role" className="text-lg font-semibold">
                  {rolesText.t('newRole')}
                </h2>
                <CreateRoleForm farmId={farmId} />
              </div>
            </section>
          )}
        </div>
      )}
      {renaming && <RoleDetailsDialog farmId={farmId} role={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <DeleteRoleDialog farmId={farmId} role={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
