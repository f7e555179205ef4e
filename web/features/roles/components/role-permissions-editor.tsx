// One role's permissions on the permissions page: the matrix, and for a custom role that the person may manage,
// Save and Discard. Ticking an action ticks View too; clearing View clears the module (../permission-matrix.ts).
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '@/shared/api/form-errors';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import type { FarmRole } from '@/shared/contracts/farm-roles';
import { FormAlert } from '@/web/components/form/form-alert';
import { useUpdateRole } from '../hooks/use-farm-roles';
import { samePermissions, togglePermission } from '../permission-matrix';
import { roleName } from '../role-labels';
import { PermissionMatrix } from './permission-matrix';
import { rolesText } from '@/web/features/roles/i18n';

export function RolePermissionsEditor({
  farmId,
  role,
  mayManage,
  own,
}: {
  farmId: string;
  role: FarmRole;
  mayManage: boolean;
  /** The editor's own permissions on the farm: a role may be given no more (the server refuses it). */
  own: readonly string[];
}) {
  const noteId = useId();
  const alwaysId = useId();
  const beyondId = useId();
  const update = useUpdateRole(farmId);
  const [draft, setDraft] = useState<FarmPermission[]>(role.permissions);
  const [failure, setFailure] = useState<string | null>(null);
  const editable = mayManage && !role.built_in;
  const changed = !samePermissions(draft, role.permissions);
  const name = roleName(role);

  const save = async () => {
    setFailure(null);
    try {
      await update.mutateAsync({ roleId: role.id, input: { permissions: draft } });
      toast.success(rolesText.t('permissionsSaved', { name }));
    } catch (error) {
      setFailure(failureMessage(error, rolesText.t('permissionsCouldNotBeSaved')));
    }
  };

  return (
    <section aria-label={rolesText.t('permissionsOfName', { name })} className="flex flex-col gap-3">
      <p id={noteId} className="text-sm text-base-content/70">
        {role.built_in
          ? rolesText.t('builtInIsFixed')
          : editable
            ? rolesText.t('tickWhatThisRoleMayDo')
            : rolesText.t('yourRoleCannotChangeRoles')}
      </p>
      {editable && (
        <>
          <p id={alwaysId} className="sr-only">
            {rolesText.t('everyoneSeesTheFarm')}
          </p>
          <p id={beyondId} className="sr-only">
            {rolesText.t('beyondYourOwnRole')}
          </p>
        </>
      )}
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <PermissionMatrix
        caption={rolesText.t('permissionsOfName', { name })}
        permissions={editable ? draft : role.permissions}
        describedBy={noteId}
        alwaysDescribedBy={alwaysId}
        mayGrant={(permission) => own.includes(permission)}
        beyondDescribedBy={beyondId}
        onToggle={
          editable
            ? (module, action, checked) =>
                setDraft((current) => togglePermission(current, module, action, checked))
            : undefined
        }
      />
      {editable && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!changed || update.isPending}
            onClick={() => void save()}
          >
            {update.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {rolesText.t('save')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={!changed || update.isPending}
            onClick={() => {
              setDraft(role.permissions);
              setFailure(null);
            }}
          >
            {rolesText.t('discardChanges')}
          </button>
        </div>
      )}
    </section>
  );
}
