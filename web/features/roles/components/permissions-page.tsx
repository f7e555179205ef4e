// /farmer/staff/permissions (docs/product/roles-and-permissions.md): for the role chosen (?role=<id>, so a link from
// the roles page opens it), the matrix of modules × actions. The built-in roles read only; a custom role's boxes
// can be changed and saved by people whose role allows editing roles (staff.edit, as the server checks).
import { Link, useSearchParams } from 'react-router-dom';
import { localizeApiMessage } from '@/shared/api/i18n';
import { paths } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useFarmPermissions } from '@/web/lib/farm-permissions';
import { SelectField } from '@/web/components/form/select-field';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useFarmRoles } from '../hooks/use-farm-roles';
import { roleName } from '../role-labels';
import { RolePermissionsEditor } from './role-permissions-editor';
import { rolesText } from '@/web/features/roles/i18n';

export interface PermissionsPageProps {
  farmId: string;
  farmName: string;
}

export function PermissionsPage({ farmId, farmName }: PermissionsPageProps) {
  useDocumentTitle(rolesText.t('permissions'));
  const roles = useFarmRoles(farmId);
  const own = useFarmPermissions(farmId);
  const mayManage = own.includes('staff.edit');
  const [params, setParams] = useSearchParams();
  const list = roles.data ?? [];
  const chosen = list.find((role) => role.id === params.get('role')) ?? list[0];

  return (
    <>
      <PageHeader
        title={rolesText.t('permissions')}
        description={rolesText.t('permissionsOnFarm', { farm: farmName })}
        actions={
          <Link to={paths.farmer.roles} className="btn btn-sm">
            {rolesText.t('roles')}
          </Link>
        }
      />
      {roles.isPending ? (
        <LoadingState label={rolesText.t('loadingRoles')} />
      ) : roles.isError ? (
        <ErrorState message={localizeApiMessage(roles.error.message)} onRetry={() => void roles.refetch()} />
      ) : chosen ? (
        <div className="flex flex-col gap-4">
          <SelectField
            label={rolesText.t('role')}
            fieldClassName="max-w-xs"
            value={chosen.id}
            onChange={(event) => setParams({ role: event.target.value }, { replace: true })}
            options={list.map((role) => ({
              value: role.id,
              label: role.built_in ? roleName(role) : rolesText.t('customRoleOption', { name: role.name }),
            }))}
          />
          {/* A fresh editor per role and per saved version: unsaved ticks never leak into another role. */}
          <RolePermissionsEditor
            key={`${chosen.id}|${chosen.updated_at ?? ''}`}
            farmId={farmId}
            role={chosen}
            mayManage={mayManage}
            own={own}
          />
        </div>
      ) : null}
    </>
  );
}
