// /admin/roles/permissions (docs/product/platform-staff.md "Permissions matrix"): one role at a time, modules down
// and actions across. Custom roles are ticked and saved by roles.edit; built-in roles are shown as they are.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { failureMessage } from '@/shared/api/form-errors';
import { localizeApiMessage } from '@/shared/api/i18n';
import {
  ALL_PLATFORM_PERMISSIONS,
  PLATFORM_ACTIONS,
  PLATFORM_MODULES,
  type PlatformPermission,
  type PlatformRole,
} from '@/shared/contracts/platform-staff';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useMayPlatform, usePlatformRoles, useUpdatePlatformRole } from '../hooks/use-platform-staff';
import { actionLabel, moduleLabel, roleName } from '../platform-labels';
import { platformStaffText } from '../i18n';

function Matrix({ role, editable }: { role: PlatformRole; editable: boolean }) {
  const update = useUpdatePlatformRole();
  const [ticked, setTicked] = useState<PlatformPermission[]>(role.permissions);
  const toggle = (permission: PlatformPermission, on: boolean) =>
    setTicked(ALL_PLATFORM_PERMISSIONS.filter((p) => (p === permission ? on : ticked.includes(p))));
  const save = async () => {
    try {
      await update.mutateAsync({ roleId: role.id, input: { permissions: ticked } });
      toast.success(platformStaffText.t('saved', { name: role.name }));
    } catch (error) {
      toast.error(failureMessage(error, platformStaffText.t('actionFailed')));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {role.built_in && <p className="alert">{platformStaffText.t('builtInFixed')}</p>}
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{platformStaffText.t('module')}</th>
              {PLATFORM_ACTIONS.map((action) => (
                <th key={action} scope="col" className="text-center">
                  {actionLabel(action)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLATFORM_MODULES.map((module) => (
              <tr key={module}>
                <th scope="row">{moduleLabel(module)}</th>
                {PLATFORM_ACTIONS.map((action) => {
                  const permission = `${module}.${action}` as PlatformPermission;
                  return (
                    <td key={action} className="text-center">
                      <input
                        type="checkbox"
                        className="checkbox checkbox-sm"
                        aria-label={platformStaffText.t('allowName', {
                          action: actionLabel(action),
                          module: moduleLabel(module),
                        })}
                        checked={ticked.includes(permission)}
                        disabled={!editable || update.isPending}
                        onChange={(event) => toggle(permission, event.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editable && (
        <div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={update.isPending}
            onClick={() => void save()}
          >
            {platformStaffText.t('save')}
          </button>
        </div>
      )}
    </div>
  );
}

export function PlatformPermissionsPage() {
  useDocumentTitle(platformStaffText.t('permissions'));
  const roles = usePlatformRoles();
  const may = useMayPlatform();
  const mayEdit = may('roles.edit');
  const [search, setSearch] = useSearchParams();

  if (roles.isPending) return <LoadingState label={platformStaffText.t('loadingRoles')} />;
  if (roles.isError) {
    return (
      <ErrorState message={localizeApiMessage(roles.error.message)} onRetry={() => void roles.refetch()} />
    );
  }
  const chosen = roles.data.find((role) => role.id === search.get('role')) ?? roles.data[0];
  return (
    <>
      <PageHeader
        title={platformStaffText.t('permissions')}
        description={platformStaffText.t('permissionsIntro')}
      />
      <label className="mb-4 flex max-w-sm flex-col gap-1">
        <span className="text-sm font-medium">{platformStaffText.t('chooseRoleToShow')}</span>
        <select
          className="select"
          value={chosen?.id ?? ''}
          onChange={(event) => setSearch({ role: event.target.value })}
        >
          {roles.data.map((role) => (
            <option key={role.id} value={role.id}>
              {roleName(role)}
            </option>
          ))}
        </select>
      </label>
      {chosen && <Matrix key={chosen.id} role={chosen} editable={!chosen.built_in && mayEdit} />}
    </>
  );
}
