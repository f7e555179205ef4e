// Delete a custom role after confirmation. While people hold it, or a pending invitation offers it, the server
// refuses with 409 and says so; that answer shows here in plain words, with the way on (the staff page, where
// people change role and invitations are revoked).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { failureMessage } from '@/shared/api/form-errors';
import { isApiRequestError } from '@/shared/api/errors';
import type { FarmRole } from '@/shared/contracts/farm-roles';
import { paths } from '@/shared/routes/paths';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { FormAlert } from '@/web/components/form/form-alert';
import { useDeleteRole } from '../hooks/use-farm-roles';
import { rolesText } from '@/web/features/roles/i18n';

export function DeleteRoleDialog({
  farmId,
  role,
  onClose,
}: {
  farmId: string;
  role: FarmRole;
  onClose: () => void;
}) {
  const remove = useDeleteRole(farmId);
  const [refusal, setRefusal] = useState<{ message: string; code?: string } | null>(null);

  const confirm = async () => {
    try {
      await remove.mutateAsync(role.id);
      toast.success(rolesText.t('roleDeleted', { name: role.name }));
      onClose();
    } catch (error) {
      const code = isApiRequestError(error) && error.status === 409 ? error.code : undefined;
      setRefusal({ message: failureMessage(error, rolesText.t('roleCouldNotBeDeleted')), code });
    }
  };

  return (
    <ConfirmDialog
      title={rolesText.t('deleteName', { name: role.name })}
      confirmLabel={rolesText.t('deleteRole')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      footer={
        refusal ? (
          <button type="button" className="btn" onClick={onClose}>
            {rolesText.t('close')}
          </button>
        ) : undefined
      }
    >
      {refusal ? (
        <>
          <FormAlert kind="error">{refusal.message}</FormAlert>
          {(refusal.code === 'role_in_use' || refusal.code === 'role_offered') && (
            <p>
              {refusal.code === 'role_in_use'
                ? rolesText.t('moveThemFirst')
                : rolesText.t('revokeInvitationsFirst')}{' '}
              <Link to={paths.farmer.staff} className="link">
                {rolesText.t('goToStaff')}
              </Link>
            </p>
          )}
        </>
      ) : (
        <p>{rolesText.t('deleteRoleExplained')}</p>
      )}
    </ConfirmDialog>
  );
}
